import OracleHarness
import SwiftUI

// o061: surfstudio/vsurf-demo, ButtonSnapshotTests.testSecondaryLight, light, @3x.
// The test's stub button (a Text "Я кнопка" label) in the Library's .secondary button style (Inter SemiBold 16 on the grey secondary fill, corner radius 12),
// snapshotted with .image(layout: .device(config: .iPhone8)) and light traits: a 375 × 667 screen,
// 20 pt status-bar safe area above, the button centred below it.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button(action: {}, label: {
            Text("Я кнопка")
        })
        .buttonStyle(.secondary)
    )
}

let oracleLayout = OracleLayout.device(width: 375, height: 667, safeTop: 20, safeBottom: 0)
