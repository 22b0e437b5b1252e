import OracleHarness
import SwiftUI

// o333: SchweizerischeBundesbahnen/mobile-ios-design-swiftui, testPrimaryButton, light, @3x.
// SBBPrimaryButtonStyle: a Button labelled "Primary Button" in the style (it fills the width).
// As the test builds it: the view .colorScheme(.light).toVC(), a UIHostingController framed
// 375 x 667 pt, snapshotted .image(precision: 0.99, perceptualPrecision: 0.96, traits: light): a host of
// exactly that size, no safe area, the view centred, the system background of the light trait.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button(action: {}) { Text("Primary Button") }
            .buttonStyle(SBBPrimaryButtonStyle())
            .colorScheme(.light)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 667)
