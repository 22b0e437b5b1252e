import OracleHarness
import SwiftUI

// o336: SchweizerischeBundesbahnen/mobile-ios-design-swiftui, testPrimaryButtonDisabled, dark, @3x.
// SBBPrimaryButtonStyle: the same button, disabled.
// As the test builds it: the view .colorScheme(.dark).toVC(), a UIHostingController framed
// 375 x 667 pt, snapshotted .image(precision: 0.99, perceptualPrecision: 0.96, traits: light): a host of
// exactly that size, no safe area, the view centred, the system background of the light trait.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button(action: {}) { Text("Primary Button") }
            .buttonStyle(SBBPrimaryButtonStyle())
            .disabled(true)
            .colorScheme(.dark)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 667)

/// The host as recorded: the trait collection is light; the test darkens only the view.
let oracleHost = OracleHost(appearance: .light)
