import OracleHarness
import SwiftUI

// o204: thomaskioko/tv-maniac, ChevronTitleTest.test_ChevronTitleWithSubTitleAndChevronOnly, light, @3x.
// A section title row: title over subtitle, a Spacer and a chevron.right button in the
// accent at 0.8 opacity (ChevronTitle.swift); padded, in .themedPreview() (the LightTheme of the colour scheme, its
// background painted behind the padded view only).
// Snapshotted by SnapshotTestingLib's View.assertSnapshot(testName:) (Dec 2025; fastlane: iOS 18.5,
// iPhone 16 Pro): a UIHostingController of the view, its view's background cleared, snapshotted
// .image(on: .iPhone13Pro, traits: UITraitCollection(userInterfaceStyle: .light)): a 390 × 844 host,
// safe area 47 above and 34 below, the view centred in the rest, iPhone13Pro traits (content size
// medium), light. SnapshotTestCase.setUp calls TvManiacTypographyScheme.configureForTesting()
// (the system-font preview scheme), restated here.
@MainActor func makeOracleView() -> AnyView {
    TvManiacTypographyScheme.configureForTesting()
    return AnyView(
        ChevronTitle(title: "Coming Soon", subtitle: "From Watchlist", chevronStyle: .chevronOnly)
        .padding()
        .themedPreview()
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
let oracleHost = OracleHost(background: .clear)
