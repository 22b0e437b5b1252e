import OracleHarness
import SwiftUI

// o037: mmgoncalves/cstv, TeamViewTests.testLoadingView, @3x.
// The team column of the app's preview ("VELOX Argentina", logo still loading) on the card
// colour, in a 300 × 500 frame, sized to fit; rendered dark like the other cstv references.
@MainActor func makeOracleView() -> AnyView {
    AnyView(TeamView_Previews.previews.frame(width: 300, height: 500))
}

let oracleLayout = OracleLayout.sizeThatFits
let oracleHost = OracleHost(appearance: .dark)
