import OracleHarness
import SwiftUI

// o036: mmgoncalves/cstv, CardViewTests.testLoadingView, @3x.
// The running match card of the app's preview (312 × 176 pt, team logos and league icon still
// loading) centred in a 300 × 500 frame, sized to fit. The host behind it is black in the
// reference: the recording simulator was in dark appearance, so it is rendered dark.
@MainActor func makeOracleView() -> AnyView {
    AnyView(CardView_Previews.previews.frame(width: 300, height: 500))
}

let oracleLayout = OracleLayout.sizeThatFits
let oracleHost = OracleHost(appearance: .dark)
