import OracleHarness
import SwiftUI

// o387: martinomamic/RSSReader, FeedItemRowSnapshotTests.testFeedItemRowVariations, "FeedItemRowMinimal-375x80-dark", dark, @3x.
// What the test builds: FeedItemRow with only a title: "Minimal Item" (headline), no description and
// no date, padded 6 vertically.
// As the test builds it: TestUtility's assertSnapshot(view:layouts: [.fixed(size: 375 x 80)], named:),
// its dark snapshot: the row on the system background with the dark colour scheme set on the row (the
// helper as it recorded these references), .image(perceptualPrecision: 0.98, layout: .device(config:
// ViewImageConfig(size: 375 x 80))): a host of that size, no safe area, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        snapshotPrepared(
            FeedItemRow(item: SharedMocks.createFeedItem(
                title: "Minimal Item",
                pubDate: nil,
                description: nil
            ))
                .background(Color(.systemBackground)),
            scheme: .dark
        )
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 80)

/// The host as the references show it (found after val10 was measured, from their pixels outside the
/// view): dark, in the light and the dark snapshots alike — the recording simulator's appearance, which
/// the test leaves as it is; the test sets the colour scheme on the view alone.
let oracleHost = OracleHost(appearance: .dark)
