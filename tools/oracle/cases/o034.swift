import OracleHarness
import SwiftUI

// o034: mmgoncalves/cstv, PlayerViewTests.testLoadingView, @3x.
// The player row of the app's preview (image on the trailing side, a remote photo that is still
// loading, so a spinner) in a 300 × 60 frame, sized to fit. The app paints its own dark card; the
// host behind it is black in the reference, so the recording simulator was in dark appearance
// (the manifest's "light" is only the unset trait): rendered dark.
@MainActor func makeOracleView() -> AnyView {
    AnyView(PlayerView_Previews.previews.frame(width: 300, height: 60))
}

let oracleLayout = OracleLayout.sizeThatFits
let oracleHost = OracleHost(appearance: .dark)
