import OracleHarness
import SwiftUI

// o035: mmgoncalves/cstv, MatchTimeViewTests.testLoadingView, @3x.
// The "Hoje, 21:00" match-time badge of the app's preview, on the card colour, in a 60 × 20
// frame, sized to fit. Rendered dark like the other cstv references (the recording simulator's
// appearance; nothing here shows the system background).
@MainActor func makeOracleView() -> AnyView {
    AnyView(MatchTimeView_Previews.previews.frame(width: 60, height: 20))
}

let oracleLayout = OracleLayout.sizeThatFits
let oracleHost = OracleHost(appearance: .dark)
