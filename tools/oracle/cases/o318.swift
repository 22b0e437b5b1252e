import OracleHarness
import SwiftUI

// o318: SchweizerischeBundesbahnen/mobile-ios-design-swiftui, testListItemInfoType, dark, @3x.
// SBBListItem: "Label" with the circled information icon on the right, bottom line shown.
// As the test builds it: the view .colorScheme(.dark).toVC(), a UIHostingController framed
// 375 x 667 pt, snapshotted .image(precision: 0.99, perceptualPrecision: 0.96, traits: light): a host of
// exactly that size, no safe area, the view centred, the system background of the light trait.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SBBListItem(label: Text("Label"), rightImage: Image(sbbIcon: .circle_information_small_small))
            .colorScheme(.dark)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 667)

/// The host as recorded: the trait collection is light; the test darkens only the view.
let oracleHost = OracleHost(appearance: .light)
