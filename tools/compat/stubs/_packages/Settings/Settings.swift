import Foundation
// Stub of ProtonVPN's Settings package (ProtonVPN/ios-mac-app libraries/Settings/Sources/Settings):
// the feature state the corpus rows use (Features/NetShieldSettingsFeature.swift). Test double.

public enum NetShieldType {
    case on
    case off

    public var localizedDescription: String {
        switch self {
        case .on: return "On"
        case .off: return "Off"
        }
    }
}
