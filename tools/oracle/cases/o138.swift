import OracleHarness
import SwiftUI

// o138: RaulPascual/SwiftUtils, HyperLinkTests.testHyperLink, light, @3x.
// Hyperlink: one Text of an AttributedString whose "developer" run is a link, blue and underlined.
// Snapshotted .image(layout: .device(config: .iPhone13Pro)): a 390 × 844 host, safe area 47
// above and 34 below, the view centred in the rest, iPhone13Pro traits (content size medium),
// no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(Hyperlink(text: "Go to developer site",
                        linkText: "developer",
                        url: URL(string: "https://example.com")!))
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
