import CommonLibrary
import CommonUtils
import SwiftUI
// Stubs for passepartoutvpn/passepartout app-apple/Package/Sources/AppLibrary/Views/Paywall/FeatureRow.swift
// (what the row uses from elsewhere in AppLibrary). CommonLibrary and CommonUtils are stubbed under
// _packages.

/// Theme/Theme+ImageName.swift (the names the row uses) and their SF Symbols.
public enum ThemeImageName {
    case marked
    case close

    var systemImageName: String {
        switch self {
        case .marked: return "checkmark"
        case .close: return "xmark"
        }
    }
}

/// Views/Theme/ThemeImage.swift. The app asks the environment's Theme for the symbol name; this double
/// maps the name directly.
public struct ThemeImage: View {
    private let name: ThemeImageName

    public init(_ name: ThemeImageName) {
        self.name = name
    }

    public var body: some View {
        Image(systemName: name.systemImageName)
    }
}

/// L10n/AppFeature+L10n.swift (English strings from AppStrings' Localizable.strings).
extension AppFeature {
    public var localizedDescription: String {
        switch self {
        case .appleTV: return "Apple TV"
        case .dns: return "DNS Settings"
        case .httpProxy: return "HTTP Proxy Settings"
        case .onDemand: return "On-Demand Rules"
        case .otp: return "OTP"
        case .providers: return "All Providers"
        case .routing: return "Custom Routing"
        case .sharing: return "iCloud Sharing"
        }
    }
}
