import OracleHarness
import SwiftUI

// o485: jgallenrenau/MARVEL, DSSearchBarSnapshotTests.testSearchBarSnapshot (5 of 6), light, @3x.
// What the test builds: the DesignSystem search bar, empty and unfocused: a secondary
// magnifyingglass symbol and a plain TextField whose placeholder is "Search for heroes..." (the
// initializer ignores the "Search..." it is passed), padded 8 and 60 pt tall on a systemGray6
// rounded rectangle (12 pt corners, a 10 % black shadow), a 2 pt gray stroke at 40 %, padded 16
// horizontally, framed 300 x 50 (shorter than the bar). The test's text is an @State declared in
// the test function, outside any view: a binding to an empty string, restated as a constant.
// The test snapshots it six times in a loop over device configurations it does not use: its six
// references are byte-identical.
// As the test builds it: assertSnapshot(of: view, as: .image): a SwiftUI view's default
// strategy, sizeThatFits, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSSearchBar(
            text: .constant(""),
            placeholder: "Search...",
            bundle: .main,
            icon: "magnifyingglass",
            clearIcon: "xmark.circle.fill"
        )
        .frame(width: 300, height: 50)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
