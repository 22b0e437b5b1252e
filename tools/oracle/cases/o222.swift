import OracleHarness
import SwiftUI

// o222: HymnalDreamTeam/Hymns-iOS, PreviewTests.test_subcategoryView, light, @2x.
// The browse row at the accessibility-medium size category: one text "His Worship (5)"
// (SubcategoryView.swift, ContentSizeCategory+Extensions.swift); the preview's "accessibility size".
// Snapshotted by Prefire's generated PreviewTests (PreviewTests.stencil, .prefire.yml: iPhone 16 Pro,
// iOS 18.2, Jan 2025): the preview, not a device layout, framed .frame(width: 390) (the iPhone13Pro
// config the template maps the iPhone 16 Pro to) and .fixedSize(horizontal: false, vertical: true),
// at its size that fits in a UIHostingController, safe area zero, traits displayScale 2 and the
// interface style (light). The preview-only modifiers (previewLayout, previewDisplayName) are left out.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SubcategoryView(viewModel: SubcategoryViewModel(subcategory: "His Worship", count: 5))
        .environment(\.sizeCategory, .accessibilityMedium)
        .padding()
        .frame(width: 390)
        .fixedSize(horizontal: false, vertical: true)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
