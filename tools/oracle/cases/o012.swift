import OracleHarness
import SwiftUI

// o012: WezSieTato/ScanNow, WriteToUsViewSnapshotTests.view(), light, @3x.
// The "Write to us" row (text, spacer, SF Symbol envelope) alone in a Form, snapshotted at a
// fixed 375 × 90. The mail factory gets the test's mocked app (1.0, 1) and system (iOS 16.1).
@MainActor func makeOracleView() -> AnyView {
    let appVersioning = VersioningMock()
    appVersioning.versionNumber = "1.0"
    appVersioning.buildNumber = "1"
    let systemVersioning = SystemVersioningMock()
    systemVersioning.systemName = "iOS"
    systemVersioning.systemVersion = "16.1"
    let mailComposer = ComposeMailDataFactory(appVersioning: appVersioning, systemVersioning: systemVersioning)
    return AnyView(Form { WriteToUsView(composeMailDataFactory: mailComposer) })
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 90)
