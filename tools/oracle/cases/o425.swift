import OracleHarness
import SwiftUI

// o425: emarashliev/real-time-price-tracker-app, ComponentSnapshotTests.feedRowFlashUp, light, @3x.
// What the test builds: the test's FeedRowView: "AAPL" (headline) over "Apple" (subheadline, secondary); a spacer; "$195.00"
// (headline, padded 6 by 4, radius 8, the up flash (green at 0.2 opacity)) over "+2.66" (caption,
// green); arrow.up in green; padded 16 on the system background
// As the test builds it: assertSnapshot(of: view.toViewController(size: CGSize(width: 375, height:
// 70)), as: .image): the plain .image of a view controller, i.e. a host of the view controller's frame
// (375 x 70 pt), no safe area, no traits of its own, the view centred in it.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        OracleFeedRowView(ticker: "AAPL", name: "Apple", priceText: "$195.00", changeText: "+2.66", isPositive: true, flash: .up)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 70)
