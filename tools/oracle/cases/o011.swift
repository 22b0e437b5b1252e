import OracleHarness
import SwiftUI

// o011: WezSieTato/ScanNow, VersionRowViewSnapshotTests.view(version:buildNumber:) with
// ("2.1.3", "7"), light, @3x. The version row ("Version" … "2.1.3 (7)") alone in a Form,
// snapshotted at a fixed 375 × 90.
@MainActor func makeOracleView() -> AnyView {
    let versioning = VersioningMock()
    versioning.versionNumber = "2.1.3"
    versioning.buildNumber = "7"
    return AnyView(Form { VersionRowView(version: versioning) })
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 90)
