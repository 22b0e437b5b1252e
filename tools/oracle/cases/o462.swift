import OracleHarness
import SwiftUI

// o462: eduardoperetto/PopcornApp, SnapshotTests.test_FilterChipView, light, @3x.
// What the test builds: the filter chip: a 14 pt resizable slider.horizontal.3 symbol and "Filter" in
// white on blue, padded 20 x 5, 5 pt corners.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .fixed(width: 120, height: 40))):
// a host of that size, the view centred in it, no safe area.
@MainActor func makeOracleView() -> AnyView {
    OracleTestContainer.install()
    return AnyView(
        FilterChipView(icon: Image(systemName: "slider.horizontal.3"), description: "Filter", onTap: {}, bgColor: .blue, foregroundColor: .white)
    )
}

let oracleLayout = OracleLayout.fixed(width: 120, height: 40)
