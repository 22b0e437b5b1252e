import OracleHarness
import SwiftUI

// o328: SchweizerischeBundesbahnen/mobile-ios-design-swiftui, testCheckBoxWithImage, dark, @3x.
// SBBCheckBox: unchecked, the alarm-clock icon and "Label", bottom line shown.
// As the test builds it: the view .colorScheme(.dark).toVC(), a UIHostingController framed
// 375 x 667 pt, snapshotted .image(precision: 0.99, perceptualPrecision: 0.96, traits: light): a host of
// exactly that size, no safe area, the view centred, the system background of the light trait.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SBBCheckBox(isOn: .constant(false), image: Image(sbbIcon: .alarm_clock_small), text: Text("Label"))
            .colorScheme(.dark)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 667)

/// The host as recorded: the trait collection is light; the test darkens only the view.
let oracleHost = OracleHost(appearance: .light)
