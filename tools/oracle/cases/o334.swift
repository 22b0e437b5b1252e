import OracleHarness
import SwiftUI

// o334: SchweizerischeBundesbahnen/mobile-ios-design-swiftui, testPrimaryButton, dark, @3x.
// SBBPrimaryButtonStyle: a Button labelled "Primary Button" in the style (it fills the width).
// As the test builds it: the view .colorScheme(.dark).toVC(), a UIHostingController framed
// 375 x 667 pt, snapshotted .image(precision: 0.99, perceptualPrecision: 0.96, traits: light): a host of
// exactly that size, no safe area, the view centred, the system background of the light trait.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button(action: {}) { Text("Primary Button") }
            .buttonStyle(SBBPrimaryButtonStyle())
            .colorScheme(.dark)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 667)

/// The host as recorded: the trait collection is light; the test darkens only the view.
let oracleHost = OracleHost(appearance: .light)
