import OracleHarness
import SwiftUI

// o039: diegopetrucci/Marvel-API-demo, SuperheroCellSnapshotTests.test_default, light, @2x.
// The superhero cell (fixture avatar clipped to a circle, "A-Bomb (HAS)", the app's "disclosure"
// PNG, on the cell colour with rounded corners), snapshotted through the 2020 test helper
// (a UIHostingController sized to fit on an iPhone 11 simulator): the host proposed the
// screen's 414 pt width, and kept the 44 pt status-bar safe area as a blank band above the view.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SuperheroCell(superhero: .fixture(), asyncImageView: { _, _, _ in .fixture() })
            .frame(width: 414)
            .padding(.top, 44)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
