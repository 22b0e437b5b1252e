import OracleHarness
import SwiftUI

// o226: HymnalDreamTeam/Hymns-iOS, PreviewTests.test_multiSongResultView, dark, @2x.
// A search result for several hymns: two labels in gray capsules over the title
// (SongResultView.swift), dark. The view model is a stub (stubs/_apps).
// Snapshotted by Prefire's generated PreviewTests (PreviewTests.stencil, .prefire.yml: iPhone 16 Pro,
// iOS 18.2, Jan 2025): the preview, not a device layout, framed .frame(width: 390) (the iPhone13Pro
// config the template maps the iPhone 16 Pro to) and .fixedSize(horizontal: false, vertical: true),
// at its size that fits in a UIHostingController, safe area zero, traits displayScale 2 and the
// interface style (dark). The preview-only modifiers (previewLayout, previewDisplayName) are left out.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        MultiSongResultView(viewModel: MultiSongResultViewModel(stableId: [HymnIdentifier(hymnType: .classic, hymnNumber: "255")],
                                                               title: "O Lord, breathe Thy Spirit on me",
                                                               labels: ["Hymn 255", "Songbase 442"],
                                                               destinationView: Text("%_PREVIEW_% Destination").eraseToAnyView()))
        .frame(width: 390)
        .fixedSize(horizontal: false, vertical: true)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
