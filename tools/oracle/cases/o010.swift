import OracleHarness
import SwiftUI

// o010: WezSieTato/ScanNow, VersionRowViewSnapshotTests.view(version:buildNumber:) with
// ("1.0.0", "1"), light, @3x. The version row ("Version" … "1.0.0 (1)") alone in a Form,
// snapshotted at a fixed 375 × 90.
@MainActor func makeOracleView() -> AnyView {
    let versioning = VersioningMock()
    versioning.versionNumber = "1.0.0"
    versioning.buildNumber = "1"
    return AnyView(Form { VersionRowView(version: versioning) })
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 90)
