import OracleHarness
import SwiftUI

// o079: super-ultra/view-examples, MovieViewTests.testAll (MovieView-fixed-375-0x-dark.3), dark, @2x.
// The filmography row MovieView(model: .Examples.badRating) ("Cosmopolis", "2012", "Eric Packer", rating "4.8" in the bad-rating red) as the helper snapshots it:
// .edgesIgnoringSafeArea(.all), layout .fixed(width: 375, height: 0) from .fixedWidth(.iPhone8),
// dark traits. The host comes out 375 pt wide and as tall as the row, whose texts are one line
// each here: the row laid out at 375 pt wide and its own height.
@MainActor func makeOracleView() -> AnyView {
    AnyView(MovieView(model: .Examples.badRating).edgesIgnoringSafeArea(.all))
}

let oracleLayout = OracleLayout.fitting(width: 375)
