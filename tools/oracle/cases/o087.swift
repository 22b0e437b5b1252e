import OracleHarness
import SwiftUI

// o087: renaudjenny/SwiftClockUI, ClockTests.testClockViewArtNouveauStyle, light, @3x.
// ClockViewArtNouveauStyle_Previews.previews: the art nouveau clock (its border, Roman numerals in
// the system font sized to the clock, curved arms) at 10:10, snapshotted with the package's
// `.default` strategy, .image(layout: .fixed(width: 200, height: 200)).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ClockViewArtNouveauStyle_Previews.previews)
}

let oracleLayout = OracleLayout.fixed(width: 200, height: 200)
