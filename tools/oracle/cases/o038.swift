import OracleHarness
import SwiftUI

// o038: mmgoncalves/cstv, LeagueViewTests.testLoadingViewNoImageLeague, @3x.
// The league label of the app's preview on the card colour, in a 300 × 500 frame, sized to fit;
// rendered dark like the other cstv references. The test builds the view first and clears the
// preview's image after (`let view = …previews`, then `leagueImage = nil`): the view was made with
// the image's URL, so it shows AsyncImage's placeholder, a spinner — as the reference does,
// whatever the test's name says. (Read wrongly until 2026-11-27: the flag symbol.)
@MainActor func makeOracleView() -> AnyView {
    let view = AnyView(LeagueView_Previews.previews.frame(width: 300, height: 500))
    LeagueView_Previews.leagueImage = nil
    return view
}

let oracleLayout = OracleLayout.sizeThatFits
let oracleHost = OracleHost(appearance: .dark)
