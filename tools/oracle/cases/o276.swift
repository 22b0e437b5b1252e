import OracleHarness
import SwiftUI

// o276: seb-oss/green-ios, GreenRowSnapshotTests.test_GreenRow_disabled_selected_and_noSeparator_states, light, @3x.
// Three 56 pt rows: "Selected row" with a selected leading checkbox and a chevron, "Disabled row"
// with a lock icon and subtitle, "No separator" with a subtitle and the value text "Value", 375 pt
// wide on l1Neutral02.
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .sizeThatFits), light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: 0) {
            GreenRow(title: "Selected row", leading: .checkbox(isSelected: true), trailing: .chevron,
                     size: .list56, isEnabled: true, isSelected: true, showsSeparator: true, onTap: {})
            GreenRow(title: "Disabled row", subtitle: "Not available right now",
                     leading: .icon(Image(systemName: "lock.fill")), size: .list56,
                     isEnabled: false, showsSeparator: true)
            GreenRow(title: "No separator", subtitle: "Visual grouping without divider",
                     trailing: .valueText("Value"), size: .list56, showsSeparator: false, onTap: {})
        }
        .frame(width: 375)
        .background(Color.l1Neutral02)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
