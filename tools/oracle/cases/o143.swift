import OracleHarness
import SwiftUI

// o143: RaulPascual/SwiftUtils, StepperTests.testStepper, light, @3x.
// ExampleCustomStepper (CustomStepper.swift): "Custom Stepper" in largeTitle, padded, the stepper at
// 0.00 of 0...1 (minus grey at the lower bound, plus blue) and a Spacer, padded.
// Snapshotted .image(layout: .device(config: .iPhone13Pro)): a 390 × 844 host, safe area 47
// above and 34 below, the view centred in the rest, iPhone13Pro traits (content size medium),
// no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ExampleCustomStepper())
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
