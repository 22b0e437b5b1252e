import OracleHarness
import SwiftUI

// o146: RaulPascual/SwiftUtils, CustomTextFieldTests.testCustomTextField, light, @3x.
// ExampleCustomTextfieldView (TextField.swift): an empty vertical-axis TextField with the prompt
// "Placeholder", padded, over a cyan 1 pt rounded-rectangle stroke (radius 8), with the module's
// regex validate(with:text:) modifier. The test waits 3 s before the snapshot (precision 1).
// Snapshotted .image(layout: .device(config: .iPhone13Pro)): a 390 × 844 host, safe area 47
// above and 34 below, the view centred in the rest, iPhone13Pro traits (content size medium),
// no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ExampleCustomTextfieldView())
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
