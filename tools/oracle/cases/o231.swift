import OracleHarness
import SwiftUI

// o231: TheraForge/OTFDesignSystem, PillButtonStyleTests.testEnabledButton, light, @3x.
// The pill button style: Label("Add New Item", systemImage: "plus") under the test style OTFTestStyle.
// Snapshotted by the test's SnapshotHelper.test(swiftUIView:) (Aug 2026): assertSnapshot(of: view, as:
// .image(layout: .device(config: .iPhone13Pro), traits: .init(userInterfaceStyle: .light))) as snapshot 1:
// a 390 × 844 screen, safe area 47 above and 34 below, the view centred in it, iPhone13Pro traits
// (content size medium). The module's sources compile as the case, all but its Xcode library items.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button {} label: {
            Label("Add New Item", systemImage: "plus")
        }
        .buttonStyle(.otfPill)
        .otfStyle(OTFTestStyle())
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
