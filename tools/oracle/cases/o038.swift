import OracleHarness
import SwiftUI

// o038: mmgoncalves/cstv, LeagueViewTests.testLoadingViewNoImageLeague, @3x.
// The league label of the app's preview with no league image (the flag symbol), on the card
// colour, in a 300 × 500 frame, sized to fit; rendered dark like the other cstv references. The
// test clears the preview's image before or while building the view (nil or "": both show the flag).
@MainActor func makeOracleView() -> AnyView {
    LeagueView_Previews.leagueImage = nil
    return AnyView(LeagueView_Previews.previews.frame(width: 300, height: 500))
}

let oracleLayout = OracleLayout.sizeThatFits
let oracleHost = OracleHost(appearance: .dark)
