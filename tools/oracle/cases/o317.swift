import OracleHarness
import SwiftUI

// o317: SchweizerischeBundesbahnen/mobile-ios-design-swiftui, testListItemInfoType, light, @3x.
// SBBListItem: "Label" with the circled information icon on the right, bottom line shown.
// As the test builds it: the view .colorScheme(.light).toVC(), a UIHostingController framed
// 375 x 667 pt, snapshotted .image(precision: 0.99, perceptualPrecision: 0.96, traits: light): a host of
// exactly that size, no safe area, the view centred, the system background of the light trait.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SBBListItem(label: Text("Label"), rightImage: Image(sbbIcon: .circle_information_small_small))
            .colorScheme(.light)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 667)
