import OracleHarness
import SwiftUI

// o141: RaulPascual/SwiftUtils, SliderTests.testSlider, light, @3x.
// ExampleCustomSlider (CustomSlider.swift at d9323140): a green CustomSlider at 50 of 0...100 with its
// minus and plus buttons, padded, over "Current value: 50.00" in headline, padded.
// Snapshotted .image(layout: .device(config: .iPhone13Pro)): a 390 × 844 host, safe area 47
// above and 34 below, the view centred in the rest, iPhone13Pro traits (content size medium),
// no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ExampleCustomSlider())
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
