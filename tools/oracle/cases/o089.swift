import OracleHarness
import SwiftUI

// o089: surfstudio/vsurf-demo, ButtonSnapshotTests.testPrimarySmallLight, light, @3x.
// The test's stub button (a Text "Я кнопка" label) in the Library's .primarySmall button style (Inter Regular 14 on the yellow primary fill, 4/12 pt padding),
// snapshotted with .image(layout: .device(config: .iPhone8)) and light traits: a 375 × 667 screen,
// 20 pt status-bar safe area above, the button centred below it.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button(action: {}, label: {
            Text("Я кнопка")
        })
        .buttonStyle(.primarySmall)
    )
}

let oracleLayout = OracleLayout.device(width: 375, height: 667, safeTop: 20, safeBottom: 0)
