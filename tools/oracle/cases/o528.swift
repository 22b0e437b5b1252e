import OracleHarness
import SwiftUI

// o528: kasianov-mikhail/scout, SegmentBarSnapshotTests.successOnly, light, @2x.
// What the test builds: the segment bar all green (the other three segments zero), the four-label legend.
// As the test builds it: assertSnapshot(of: view, as: .scout(height: 80)): the suite's
// .image(layout: .fixed(width: 393, height: 80), traits: [userInterfaceStyle .light, displayScale 2]): a host of
// that size, the view centred in it, no safe area, the whole host light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SegmentBar(segments: StatusBreakdown.sample(success: 1200).segments).padding()
    )
}

let oracleLayout = OracleLayout.fixed(width: 393, height: 80)
