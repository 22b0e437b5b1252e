import OracleHarness
import SwiftUI

// o145: RaulPascual/SwiftUtils, TagsTests.testTagListView, light, @3x.
// ExampleTagsListView (TagListView.swift at 3bcd6cc7): eight blue tags, "Filter 1", "Filter 4" and
// "Filter 5" selected, each padded 4, in the module's FlowLayout inside a ScrollView.
// Snapshotted .image(layout: .device(config: .iPhone13Pro)): a 390 × 844 host, safe area 47
// above and 34 below, the view centred in the rest, iPhone13Pro traits (content size medium),
// no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ExampleTagsListView())
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
