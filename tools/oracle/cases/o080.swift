import OracleHarness
import SwiftUI

// o080: autoreleasefool/approach, SortButtonTests.snapshotActiveSortButton(), light, @3x.
// The active sort button: a default Button whose label is the SF Symbol
// "arrow.up.arrow.down.square.fill", snapshotted with the default .image strategy (size that
// fits), no traits (the simulator's light appearance).
@MainActor func makeOracleView() -> AnyView {
    AnyView(SortButton(isActive: true) { })
}

let oracleLayout = OracleLayout.sizeThatFits
