import OracleHarness
import SwiftUI

// o142: RaulPascual/SwiftUtils, SlidingTabViewTests.testSlidingTabView, light, @3x.
// SlidingTabView: three equal tabs, white titles, the first on blue and the others on gray, over a
// 3 pt green selection bar on a gray 0.2 track.
// Snapshotted .image(layout: .device(config: .iPhone13Pro)): a 390 × 844 host, safe area 47
// above and 34 below, the view centred in the rest, iPhone13Pro traits (content size medium),
// no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(SlidingTabView(selectionState: 0,
                           selection: .constant(0),
                           tabs: ["Tab 1", "Tab 2", "Tab 3"],
                           inactiveTabColor: .gray,
                           activeTabColor: .blue))
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
