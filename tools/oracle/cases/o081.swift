import OracleHarness
import SwiftUI

// o081: autoreleasefool/approach, FilterButtonTests.snapshotInactiveFilterButton(), light, @3x.
// The inactive filter button: a default Button whose label is the SF Symbol
// "line.3.horizontal.decrease.circle", snapshotted with the default .image strategy (size that
// fits), no traits (the simulator's light appearance).
@MainActor func makeOracleView() -> AnyView {
    AnyView(FilterButton(isActive: false) { })
}

let oracleLayout = OracleLayout.sizeThatFits
