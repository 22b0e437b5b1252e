import OracleHarness
import SwiftUI

// o320: SchweizerischeBundesbahnen/mobile-ios-design-swiftui, testListItemWithLabelImage, dark, @3x.
// SBBListItem: the station icon, "Label" and the small chevron, bottom line shown.
// As the test builds it: the view .colorScheme(.dark).toVC(), a UIHostingController framed
// 375 x 667 pt, snapshotted .image(precision: 0.99, perceptualPrecision: 0.96, traits: light): a host of
// exactly that size, no safe area, the view centred, the system background of the light trait.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SBBListItem(label: Text("Label"), leftImage: Image(sbbIcon: .station_small), rightImage: Image(sbbIcon: .chevron_small_right_small))
            .colorScheme(.dark)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 667)

/// The host as recorded: the trait collection is light; the test darkens only the view.
let oracleHost = OracleHost(appearance: .light)
