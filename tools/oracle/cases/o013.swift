import OracleHarness
import SwiftUI

// o013: WezSieTato/ScanNow, AboutSettingsSectionViewSnapshotTests.view(), light, @3x.
// The "About" section (header, then the write-to-us, GitHub and version rows, the version
// being PreviewVersion's 2.1.3 (7)) in a Form, snapshotted at a fixed 375 × 180.
@MainActor func makeOracleView() -> AnyView {
    AnyView(Form { AboutSettingsSectionView(version: PreviewVersion()) })
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 180)
