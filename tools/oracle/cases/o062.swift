import OracleHarness
import SwiftUI

// o062: surfstudio/vsurf-demo, ButtonSnapshotTests.testSecondarySmallDark, dark, @3x.
// The test's stub button (a Text "Я кнопка" label) in the Library's .secondarySmall button style (Inter Regular 14 on the secondary fill, 4/12 pt padding),
// snapshotted with .image(layout: .device(config: .iPhone8)) and dark traits: a 375 × 667 screen,
// 20 pt status-bar safe area above, the button centred below it.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button(action: {}, label: {
            Text("Я кнопка")
        })
        .buttonStyle(.secondarySmall)
    )
}

let oracleLayout = OracleLayout.device(width: 375, height: 667, safeTop: 20, safeBottom: 0)
