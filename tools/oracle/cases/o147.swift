import OracleHarness
import SwiftUI

// o147: RaulPascual/SwiftUtils, FloatingButtonTests.testFloatingButton, light, @3x.
// FloatingButtonExample (declared alike in FloatingButton.swift and in the test file; the module
// file's is built): a ScrollView of the module's three-paragraph Lorem ipsum (sampleText), padded,
// under a 30 pt plus symbol, padded 8, white on blue 0.8 in a circle, at the bottom right, padded.
// Snapshotted .image(layout: .device(config: .iPhone13Pro)): a 390 × 844 host, safe area 47
// above and 34 below, the view centred in the rest, iPhone13Pro traits (content size medium),
// no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(FloatingButtonExample())
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
