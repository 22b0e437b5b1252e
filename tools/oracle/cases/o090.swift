import OracleHarness
import SwiftUI

// o090: surfstudio/vsurf-demo, ButtonSnapshotTests.testTextCancelDark, dark, @3x.
// The test's stub button (a Text "Я кнопка" label) in the Library's .textCancelSearch button style (Inter Regular 16 in the search bar's cancel grey, no fill),
// snapshotted with .image(layout: .device(config: .iPhone8)) and dark traits: a 375 × 667 screen,
// 20 pt status-bar safe area above, the button centred below it.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button(action: {}, label: {
            Text("Я кнопка")
        })
        .buttonStyle(.textCancelSearch)
    )
}

let oracleLayout = OracleLayout.device(width: 375, height: 667, safeTop: 20, safeBottom: 0)
