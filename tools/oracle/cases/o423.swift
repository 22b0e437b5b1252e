import OracleHarness
import SwiftUI

// o423: emarashliev/real-time-price-tracker-app, ComponentSnapshotTests.feedRowPositiveNoFlash, light, @3x.
// What the test builds: the test's FeedRowView: "AAPL" (headline) over "Apple" (subheadline, secondary); a spacer; "$192.34"
// (headline, padded 6 by 4, radius 8, no flash (clear)) over "+1.12" (caption, green); arrow.up in
// green; padded 16 on the system background
// As the test builds it: assertSnapshot(of: view.toViewController(size: CGSize(width: 375, height:
// 70)), as: .image): the plain .image of a view controller, i.e. a host of the view controller's frame
// (375 x 70 pt), no safe area, no traits of its own, the view centred in it.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        OracleFeedRowView(ticker: "AAPL", name: "Apple", priceText: "$192.34", changeText: "+1.12", isPositive: true, flash: nil)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 70)
