import OracleHarness
import SwiftUI

// o015: WezSieTato/ScanNow, FileSettingsSectionViewSnapshotTests.view_whenSuffixIsDateAndTime(),
// light, @3x. The "File" section as in o014 with the suffix set to .dateAndTime (picker shows
// "Date and time", example "Scan_16-08-1991-00:00.pdf"), fixed 375 × 240.
@MainActor func makeOracleView() -> AnyView {
    let fileSettings = FileSettingsMock()
    fileSettings.filename = "Scan"
    fileSettings.format = .pdf
    fileSettings.suffix = .none
    let timeProvider = TimeProviderMock()
    timeProvider.nowReturnValue = Date.date()
    fileSettings.suffix = .dateAndTime
    return AnyView(Form { FileSettingsSectionView(settings: fileSettings, timeProvider: timeProvider) })
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 240)
