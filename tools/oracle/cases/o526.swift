import OracleHarness
import SwiftUI

// o526: kasianov-mikhail/scout, SegmentBarSnapshotTests.mixed, light, @2x.
// What the test builds: a Charts BarMark capsule 18 pt tall split green/blue/orange/red by the counts, over a legend of dots and 2xx 3xx 4xx 5xx (caption, gray), in a 78 pt GeometryReader.
// As the test builds it: assertSnapshot(of: view, as: .scout(height: 80)): the suite's
// .image(layout: .fixed(width: 393, height: 80), traits: [userInterfaceStyle .light, displayScale 2]): a host of
// that size, the view centred in it, no safe area, the whole host light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SegmentBar(
            segments: StatusBreakdown.sample(success: 8140, redirect: 210, clientError: 96, serverError: 18).segments
        )
        .padding()
    )
}

let oracleLayout = OracleLayout.fixed(width: 393, height: 80)
