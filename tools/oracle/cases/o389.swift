import OracleHarness
import SwiftUI

// o389: martinomamic/RSSReader, FeedItemRowSnapshotTests.testFeedItemRowVariations, "FeedItemRowAccessible-375x200-XXXL-dark", dark, @3x.
// What the test builds: the row without an image ("Text Only News Item", its description and date) at
// the accessibilityExtraExtraExtraLarge size category (the helper's withAccessibility(.XXXL):
// .environment(\.sizeCategory, ...)); the mock date is 9 May 2025 ("09.05.2025" read with the format
// "dd.MM.yyyy"), which Text(_, style: .date) shows in the recording machine's locale and time zone,
// which the test does not set.
// As the test builds it: TestUtility's assertSnapshot(view:layouts: [.fixed(size: 375 x 200)],
// accessibility: .XXXL, named:), its dark snapshot: the row on the system background with the dark
// colour scheme set on the row (the helper as it recorded these references),
// .image(perceptualPrecision: 0.98, layout: .device(config: ViewImageConfig(size: 375 x 200))): a host
// of that size, no safe area, no traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        snapshotPrepared(
            FeedItemRow(item: SharedMocks.createFeedItem(
                title: "Text Only News Item",
                description: "This is a news item without an image to show how the layout adapts to text-only content."
            ))
                .background(Color(.systemBackground)),
            scheme: .dark, accessibility: .XXXL
        )
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 200)

/// The host as the references show it (found after val10 was measured, from their pixels outside the
/// view): dark, in the light and the dark snapshots alike — the recording simulator's appearance, which
/// the test leaves as it is; the test sets the colour scheme on the view alone.
let oracleHost = OracleHost(appearance: .dark)
