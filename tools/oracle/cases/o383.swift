import OracleHarness
import SwiftUI

// o383: martinomamic/RSSReader, FeedItemRowSnapshotTests.testFeedItemRowVariations, "FeedItemRowWithoutImage-375x150-dark", dark, @3x.
// What the test builds: FeedItemRow without an image: the title "Text Only News Item" (headline), the
// description "This is a news item without an image to show how the layout adapts to text-only
// content." (subheadline, at most 3 lines) and the date (caption, secondary), spaced 8, padded 6
// vertically; the mock date is 9 May 2025 ("09.05.2025" read with the format "dd.MM.yyyy"), which
// Text(_, style: .date) shows in the recording machine's locale and time zone, which the test does not
// set.
// As the test builds it: TestUtility's assertSnapshot(view:layouts: [.fixed(size: 375 x 150)],
// named:), its dark snapshot: the row on the system background with the dark colour scheme set on the
// row (the helper as it recorded these references), .image(perceptualPrecision: 0.98, layout:
// .device(config: ViewImageConfig(size: 375 x 150))): a host of that size, no safe area, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        snapshotPrepared(
            FeedItemRow(item: SharedMocks.createFeedItem(
                title: "Text Only News Item",
                description: "This is a news item without an image to show how the layout adapts to text-only content."
            ))
                .background(Color(.systemBackground)),
            scheme: .dark
        )
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 150)

/// The host as the references show it (found after val10 was measured, from their pixels outside the
/// view): dark, in the light and the dark snapshots alike — the recording simulator's appearance, which
/// the test leaves as it is; the test sets the colour scheme on the view alone.
let oracleHost = OracleHost(appearance: .dark)
