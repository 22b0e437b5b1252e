import OracleHarness
import SwiftUI

// o223: HymnalDreamTeam/Hymns-iOS, PreviewTests.test_scriptureSongView, light, @2x.
// A scripture row: "1:19" (caption, 60 pt, trailing) beside the title (ScriptureSongView.swift);
// the preview's "default", padded by its Group. HymnIdentifier is a stub (stubs/_apps).
// Snapshotted by Prefire's generated PreviewTests (PreviewTests.stencil, .prefire.yml: iPhone 16 Pro,
// iOS 18.2, Jan 2025): the preview, not a device layout, framed .frame(width: 390) (the iPhone13Pro
// config the template maps the iPhone 16 Pro to) and .fixedSize(horizontal: false, vertical: true),
// at its size that fits in a UIHostingController, safe area zero, traits displayScale 2 and the
// interface style (light). The preview-only modifiers (previewLayout, previewDisplayName) are left out.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        ScriptureSongView(viewModel: ScriptureSongViewModel(reference: "1:19", title: "And we have the prophetic word",
                                                           hymnIdentifier: PreviewHymnIdentifiers.cupOfChrist))
        .padding()
        .frame(width: 390)
        .fixedSize(horizontal: false, vertical: true)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
