import OracleHarness
import SwiftUI

// o225: HymnalDreamTeam/Hymns-iOS, PreviewTests.test_singleSongResultView, light, @2x.
// A search result: "Hymn 255" (caption, bold, gray) over the title (SongResultView.swift). Its
// preview layout is fixed 250 × 100, not a device layout, so the template frames it like the others.
// The view model is a stub (stubs/_apps).
// Snapshotted by Prefire's generated PreviewTests (PreviewTests.stencil, .prefire.yml: iPhone 16 Pro,
// iOS 18.2, Jan 2025): the preview, not a device layout, framed .frame(width: 390) (the iPhone13Pro
// config the template maps the iPhone 16 Pro to) and .fixedSize(horizontal: false, vertical: true),
// at its size that fits in a UIHostingController, safe area zero, traits displayScale 2 and the
// interface style (light). The preview-only modifiers (previewLayout, previewDisplayName) are left out.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SingleSongResultView(viewModel: SingleSongResultViewModel(stableId: HymnIdentifier(hymnType: .classic, hymnNumber: "480"),
                                                                 title: "O Lord, breathe Thy Spirit on me",
                                                                 label: "Hymn 255",
                                                                 destinationView: Text("%_PREVIEW_% Destination").eraseToAnyView()))
        .frame(width: 390)
        .fixedSize(horizontal: false, vertical: true)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
