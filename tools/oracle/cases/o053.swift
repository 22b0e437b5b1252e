import OracleHarness
import SwiftUI

// o053: luispadron/UICircularProgressRing, RingSnapshotTest.test_ring_noText, light, @2x.
// A blue ring half drawn clockwise from the top, 20 pt stroke, no label, in a 200 × 200 frame;
// default `.image` (sized to fit).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Ring(percent: 0.50, axis: .top, clockwise: true, color: .color(.blue), strokeStyle: .init(lineWidth: 20))
            .frame(width: 200, height: 200)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
