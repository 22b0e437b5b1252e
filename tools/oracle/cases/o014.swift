import OracleHarness
import SwiftUI

// o014: WezSieTato/ScanNow, FileSettingsSectionViewSnapshotTests.view_whenSettingsAreDefault(),
// light, @3x. The "File" section (filename text field holding "Scan", suffix and format pickers,
// example row "Scan.pdf") in a Form, snapshotted at a fixed 375 × 240. Settings and time come
// from the test's mocks (filename "Scan", .pdf, suffix .none; now = 16 Aug 1991 00:00).
@MainActor func makeOracleView() -> AnyView {
    let fileSettings = FileSettingsMock()
    fileSettings.filename = "Scan"
    fileSettings.format = .pdf
    fileSettings.suffix = .none
    let timeProvider = TimeProviderMock()
    timeProvider.nowReturnValue = Date.date()
    return AnyView(Form { FileSettingsSectionView(settings: fileSettings, timeProvider: timeProvider) })
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 240)
