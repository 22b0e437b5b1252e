import OracleHarness
import SwiftUI

// o433: emarashliev/real-time-price-tracker-app, FeedViewSnapshotTests.feedViewWithFlashDown, light, @3x.
// What the test builds: FeedView in a NavigationStack (large title "Live Prices"): a VStack (leading, spacing 12, padded 16)
// of the status dot and label with a bordered prominent Start/Stop button, over a plain List of the
// symbols the FeedViewModel derives from the store once it appears (sorted by price, highest first):
// ticker and name, the price on its flash colour over the change, an arrow; rows plain-styled
// NavigationLinks on the system background; store connected, MSFT 345.00 (-5.44) flashing down, AAPL
// and GOOG as in the sample
// As the test builds it: assertSnapshot(of: view.toViewController(), as: .image(on: .iPhone13Pro)):
// the hosting controller in the iPhone13Pro configuration (390 x 844 pt, safe area 47 above and 34
// below, its traits: display scale 3, content size medium).
@MainActor func makeOracleView() -> AnyView {
    let store = OracleStores.flashDownMSFT()
    return AnyView(
        NavigationStack {
            FeedView()
                .environmentObject(store)
        }
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
