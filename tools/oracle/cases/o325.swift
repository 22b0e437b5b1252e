import OracleHarness
import SwiftUI

// o325: SchweizerischeBundesbahnen/mobile-ios-design-swiftui, testCheckBoxTextOnly, light, @3x.
// SBBCheckBox: checked, "Label", no image, bottom line shown.
// As the test builds it: the view .colorScheme(.light).toVC(), a UIHostingController framed
// 375 x 667 pt, snapshotted .image(precision: 0.99, perceptualPrecision: 0.96, traits: light): a host of
// exactly that size, no safe area, the view centred, the system background of the light trait.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SBBCheckBox(isOn: .constant(true), text: Text("Label"))
            .colorScheme(.light)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 667)
