import OracleHarness
import SwiftUI

// o016: WezSieTato/ScanNow, SettingsViewSnapshotTests.view_whenAppearanceIsDark(), dark, @3x.
// The whole settings screen: SettingsViewControllerFactory.create(userDefaults:version:) hosts
// SettingsView (a Form with the File section from a fresh app storage and the About section,
// version 1.0.0 (1)) in a UIHostingController with overrideUserInterfaceStyle = .dark,
// snapshotted on an iPhone 13 mini (375 × 812, safe area 50 above, 34 below). The view is the
// factory's root view; a Form's grouped background runs under the safe area, so the host is the
// grouped background (dark).
@MainActor func makeOracleView() -> AnyView {
    let userDefaults = UserDefaults(suiteName: "SettingsViewSnapshotTests")!
    let versioning = VersioningMock()
    versioning.versionNumber = "1.0.0"
    versioning.buildNumber = "1"
    return AnyView(
        SettingsView(version: versioning, timeProvider: FoundationTimeProvider())
            .defaultAppStorage(userDefaults)
    )
}

let oracleLayout = OracleLayout.device(width: 375, height: 812, safeTop: 50, safeBottom: 34)
let oracleHost = OracleHost(background: Color(UIColor.systemGroupedBackground), appearance: .dark)
