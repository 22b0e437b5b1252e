import OracleHarness
import SwiftUI

// o227: HymnalDreamTeam/Hymns-iOS, PreviewTests.test_badge_0, light, @2x.
// The Badge.swift #Preview (traits .sizeThatFitsLayout), "Badge_0": a padded magnifyingglass
// symbol with the app's badge overlay (Image("circle.fill"), an asset name the app's catalogs do not
// hold, padded 6, white on red, in a circle, offset 10 / -10).
// Snapshotted by Prefire's generated PreviewTests (PreviewTests.stencil, .prefire.yml: iPhone 16 Pro,
// iOS 18.2, Jan 2025): the preview, not a device layout, framed .frame(width: 390) (the iPhone13Pro
// config the template maps the iPhone 16 Pro to) and .fixedSize(horizontal: false, vertical: true),
// at its size that fits in a UIHostingController, safe area zero, traits displayScale 2 and the
// interface style (light). The preview-only modifiers (previewLayout, previewDisplayName) are left out.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Image(systemName: "magnifyingglass")
        .padding()
        .badge(shouldShow: .constant(true))
        .frame(width: 390)
        .fixedSize(horizontal: false, vertical: true)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
