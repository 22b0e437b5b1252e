import OracleHarness
import SwiftUI

// o077: super-ultra/view-examples, MovieViewTests.testAll (MovieView-fixed-375-0x-light.1), light, @2x.
// The filmography row MovieView(model: .Examples.default) ("The Lighthouse", "2019", "Thomas Howard", rating "7.1" in the good-rating green) as the helper snapshots it:
// .edgesIgnoringSafeArea(.all), layout .fixed(width: 375, height: 0) from .fixedWidth(.iPhone8),
// light traits. The host comes out 375 pt wide and as tall as the row, whose texts are one line
// each here: the row laid out at 375 pt wide and its own height.
@MainActor func makeOracleView() -> AnyView {
    AnyView(MovieView(model: .Examples.default).edgesIgnoringSafeArea(.all))
}

let oracleLayout = OracleLayout.fitting(width: 375)
