import OracleHarness
import SwiftUI

// o136: RaulPascual/SwiftUtils, CheckboxTests.testCheckBox, light, @3x.
// ExampleCheckBoxView (Checkbox.swift): a Checkbox "Read terms and conditions", unchecked, in the
// module's CheckboxToggleStyle (a 20 pt square symbol, black), its error text shown in red, and a
// "Show error" button, each padded.
// Snapshotted .image(layout: .device(config: .iPhone13Pro)): a 390 × 844 host, safe area 47
// above and 34 below, the view centred in the rest, iPhone13Pro traits (content size medium),
// no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ExampleCheckBoxView())
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
