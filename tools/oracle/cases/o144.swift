import OracleHarness
import SwiftUI

// o144: RaulPascual/SwiftUtils, TagsTests.testSingleTagView, light, @3x.
// ExampleTagView (TagView.swift): a selected tag "Filter 1" with its xmark.circle.fill button, white on
// green at 0.7 opacity, padded 10 × 5, corner radius 8.
// Snapshotted .image(layout: .device(config: .iPhone13Pro)): a 390 × 844 host, safe area 47
// above and 34 below, the view centred in the rest, iPhone13Pro traits (content size medium),
// no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ExampleTagView())
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
