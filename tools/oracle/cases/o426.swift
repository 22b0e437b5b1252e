import OracleHarness
import SwiftUI

// o426: emarashliev/real-time-price-tracker-app, ComponentSnapshotTests.feedRowFlashDown, light, @3x.
// What the test builds: the test's FeedRowView: "MSFT" (headline) over "Microsoft" (subheadline, secondary); a spacer;
// "$345.00" (headline, padded 6 by 4, radius 8, the down flash (red at 0.2 opacity)) over "-5.44"
// (caption, red); arrow.down in red; padded 16 on the system background
// As the test builds it: assertSnapshot(of: view.toViewController(size: CGSize(width: 375, height:
// 70)), as: .image): the plain .image of a view controller, i.e. a host of the view controller's frame
// (375 x 70 pt), no safe area, no traits of its own, the view centred in it.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        OracleFeedRowView(ticker: "MSFT", name: "Microsoft", priceText: "$345.00", changeText: "-5.44", isPositive: false, flash: .down)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 70)
