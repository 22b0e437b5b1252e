import OracleHarness
import SwiftUI

// o052: luispadron/UICircularProgressRing, RingSnapshotTest.test_ring_with_text, light, @2x.
// A blue ring 76 % drawn clockwise from the top, 20 pt stroke, with the label
// Text("\(percent * 100)%") in its centre, in a 200 × 200 frame; default `.image` (sized to fit).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Ring(percent: 0.76, axis: .top, clockwise: true, color: .color(.blue), strokeStyle: .init(lineWidth: 20)) { percent in
            Text("\(percent * 100)%")
        }
        .frame(width: 200, height: 200)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
