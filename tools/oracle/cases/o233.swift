import OracleHarness
import SwiftUI

// o233: TheraForge/OTFDesignSystem, EmptyStateTests.testCompleteEmptyState, light, @3x.
// The complete empty state: symbol, title, message and action, under OTFTestStyle, ignoring the safe area.
// Snapshotted by the test's SnapshotHelper.test(swiftUIView:) (Aug 2026): assertSnapshot(of: view, as:
// .image(layout: .device(config: .iPhone13Pro), traits: .init(userInterfaceStyle: .light))) as snapshot 1:
// a 390 × 844 screen, safe area 47 above and 34 below, the view centred in it, iPhone13Pro traits
// (content size medium). The module's sources compile as the case, all but its Xcode library items.
@MainActor func makeOracleView() -> AnyView {
    let title: LocalizedStringKey = .init(stringLiteral: "No Items Found")
    let icon: String = "magnifyingglass"
    let message: LocalizedStringKey = .init(stringLiteral: "It looks like there’s nothing here yet. Start adding some items to get going!")
    let action = OTFEmptyStateAction(label: .init(stringLiteral: "Add New Item")) { }
    return AnyView(
        OTFEmptyState(title, systemName: icon, message: message, action: action)
            .otfStyle(OTFTestStyle())
            .ignoresSafeArea()
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
