import OracleHarness
import SwiftUI

// o529: kasianov-mikhail/scout, SegmentBarSnapshotTests.successOnly, dark, @2x.
// What the test builds: the segment bar all green (the other three segments zero), the four-label legend.
// As the test builds it: assertSnapshot(of: view, as: .scout(height: 80, style: .dark)): the suite's
// .image(layout: .fixed(width: 393, height: 80), traits: [userInterfaceStyle .dark, displayScale 2]): a host of
// that size, the view centred in it, no safe area, the whole host dark.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SegmentBar(segments: StatusBreakdown.sample(success: 1200).segments).padding()
    )
}

let oracleLayout = OracleLayout.fixed(width: 393, height: 80)
