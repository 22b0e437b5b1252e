import OracleHarness
import SwiftUI

// o327: SchweizerischeBundesbahnen/mobile-ios-design-swiftui, testCheckBoxWithImage, light, @3x.
// SBBCheckBox: unchecked, the alarm-clock icon and "Label", bottom line shown.
// As the test builds it: the view .colorScheme(.light).toVC(), a UIHostingController framed
// 375 x 667 pt, snapshotted .image(precision: 0.99, perceptualPrecision: 0.96, traits: light): a host of
// exactly that size, no safe area, the view centred, the system background of the light trait.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SBBCheckBox(isOn: .constant(false), image: Image(sbbIcon: .alarm_clock_small), text: Text("Label"))
            .colorScheme(.light)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 667)
