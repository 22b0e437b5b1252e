import OracleHarness
import SwiftUI

// o331: SchweizerischeBundesbahnen/mobile-ios-design-swiftui, testCheckBoxSubText, light, @3x.
// SBBCheckBox: checked, the alarm-clock icon, "Text" over "SubText", no bottom line.
// As the test builds it: the view .colorScheme(.light).toVC(), a UIHostingController framed
// 375 x 667 pt, snapshotted .image(precision: 0.99, perceptualPrecision: 0.96, traits: light): a host of
// exactly that size, no safe area, the view centred, the system background of the light trait.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SBBCheckBox(isOn: .constant(true), image: Image(sbbIcon: .alarm_clock_small), text: Text("Text"), subText: Text("SubText"), showBottomLine: false)
            .colorScheme(.light)
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 667)
