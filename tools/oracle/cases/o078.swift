import OracleHarness
import SwiftUI

// o078: super-ultra/view-examples, MovieViewTests.testAll (MovieView-fixed-375-0x-light.2), light, @2x.
// The filmography row MovieView(model: .Examples.normalRating) ("Waiting for the Barbarians", "2019", "Officer Mandel", rating "5.9" in the normal-rating grey) as the helper snapshots it:
// .edgesIgnoringSafeArea(.all), layout .fixed(width: 375, height: 0) from .fixedWidth(.iPhone8),
// light traits. The host comes out 375 pt wide and as tall as the row, whose texts are one line
// each here: the row laid out at 375 pt wide and its own height.
@MainActor func makeOracleView() -> AnyView {
    AnyView(MovieView(model: .Examples.normalRating).edgesIgnoringSafeArea(.all))
}

let oracleLayout = OracleLayout.fitting(width: 375)
