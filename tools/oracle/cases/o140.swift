import OracleHarness
import SwiftUI

// o140: RaulPascual/SwiftUtils, SearchBarTests.testsearchView, light, @3x.
// ExampleSearchBar (SearchBar.swift): an empty TextField with the bold prompt "Search" after a grey
// magnifying glass, padded 8, on gray 0.2 with corner radius 8 and a 2 pt gray 0.3 border, padded
// horizontally.
// Snapshotted .image(layout: .device(config: .iPhone13Pro)): a 390 × 844 host, safe area 47
// above and 34 below, the view centred in the rest, iPhone13Pro traits (content size medium),
// no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ExampleSearchBar())
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
