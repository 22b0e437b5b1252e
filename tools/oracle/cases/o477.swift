import OracleHarness
import SwiftUI

// o477: jgallenrenau/MARVEL, DSHeaderViewTests.testHeaderViewSnapshot (4 of 7), light, @3x.
// What the test builds: the DesignSystem header: the key "header_title" looked up in Bundle.main
// (the package's test runner, whose bundle has no strings, so the key shows as is; no strings
// table in the repository has it either) in DSFonts.title (.title), semibold, Color.primary,
// padded 16 x 4 on a clear background, framed 300 x 100. The test snapshots it once and then
// six more times in a loop over device configurations it does not use: its seven references
// are byte-identical.
// As the test builds it: assertSnapshot(of: view, as: .image): a SwiftUI view's default
// strategy, sizeThatFits, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSHeaderView(
            key: "header_title",
            bundle: .main
        )
        .frame(width: 300, height: 100)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
