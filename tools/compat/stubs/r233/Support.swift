import Foundation
// Stubs for OneBusAway/onebusaway-ios OBAKit/Stops/StopPage/Shared/OccupancyBadge.swift (what the row
// uses from elsewhere in OBAKit: Strings/Localization.swift). OBAKitCore is stubbed under _packages.

/// Looks the key up in OBAKit's strings table; the English value here.
func OBALoc(_ key: String, value: String, comment: String) -> String {
    value
}
