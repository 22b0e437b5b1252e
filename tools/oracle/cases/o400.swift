import OracleHarness
import SwiftUI

// o400: martinomamic/RSSReader, FeedRowSnapshotTests.testFeedRowVariations, "FeedRowAccessible-smallPhone-XXXL-light", light, @3x.
// What the test builds: the default FeedRow at the accessibilityExtraExtraExtraLarge size category
// (the helper's withAccessibility(.XXXL)); the feed icon, then the title (headline) over the
// description (caption, secondary, at most 2 lines) and, right-aligned below, the notifications and
// favourite ToggleButtons (title2 symbols, borderless; active: blue bell, yellow star; inactive:
// gray), spaced 12, padded 4 vertically.
// As the test builds it: TestUtility's assertSnapshot(view:layouts: [.smallPhone], accessibility:
// .XXXL, named:), its light snapshot: the row on the system background with the light colour scheme
// set on the row (the helper as it recorded these references), .image(perceptualPrecision: 0.98,
// layout: .device(config: .iPhone8(.portrait))): 375 x 667, a 20 pt safe area above, the row centred
// in the rest.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        snapshotPrepared(
            FeedRow(
                feed: SharedMocks.createFeed(),
                onFavoriteToggle: {},
                onNotificationsToggle: {},
                notificationIcon: Constants.Images.notificationDisabledIcon,
                favoriteIcon: Constants.Images.isNotFavoriteIcon
            )
            .background(Color(.systemBackground)),
            scheme: .light, accessibility: .XXXL
        )
    )
}

let oracleLayout = OracleLayout.device(width: 375, height: 667, safeTop: 20, safeBottom: 0)

/// The host as the references show it (found after val10 was measured, from their pixels outside the
/// view): dark, in the light and the dark snapshots alike — the recording simulator's appearance, which
/// the test leaves as it is; the test sets the colour scheme on the view alone.
let oracleHost = OracleHost(appearance: .dark)
