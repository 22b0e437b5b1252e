import OracleHarness
import SwiftUI

// o232: TheraForge/OTFDesignSystem, PillButtonStyleTests.testDisabledButton, dark, @3x.
// The pill button disabled, dark.
// Snapshotted by the test's SnapshotHelper.test(swiftUIView:) (Aug 2026): assertSnapshot(of: view, as:
// .image(layout: .device(config: .iPhone13Pro), traits: .init(userInterfaceStyle: .dark))) as snapshot 2:
// a 390 × 844 screen, safe area 47 above and 34 below, the view centred in it, iPhone13Pro traits
// (content size medium). The module's sources compile as the case, all but its Xcode library items.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Button {} label: {
            Label("Add New Item", systemImage: "plus")
        }
        .buttonStyle(.otfPill)
        .otfStyle(OTFTestStyle())
        .disabled(true)
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
