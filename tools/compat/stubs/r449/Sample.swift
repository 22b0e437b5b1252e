import SwiftUI
import TimeMachine

@MainActor func makeSampleRow() -> some View {
    List {
        LocationListRow(location: TemporaryLocation.placeholderLondon)
        LocationListRow(location: TemporaryLocation(title: "San Francisco", subtitle: "California", timeZoneIdentifier: "America/Los_Angeles", latitude: 37.7749, longitude: -122.4194))
        LocationListRow(location: TemporaryLocation(title: "Reykjavík", subtitle: "Iceland", timeZoneIdentifier: "Atlantic/Reykjavik", latitude: 64.1466, longitude: -21.9426))
    }
    .withTimeMachine(TimeMachine(referenceDate: Date(timeIntervalSince1970: 1_795_000_000)))
    .environment(LocationNameResolver())
}
