import OracleHarness
import SwiftUI
import VaultFeed

// o022: bradleymackey/vault-ios, TagPillViewSnapshotTests.darkColored(), "no-selected.dark", @3x.
// An unselected pill for a near-black tag (0.05, 0.1, 0.02) in a 300 × 200 frame on the system
// background, dark appearance set through the colorScheme environment; sized to fit.
@MainActor func makeOracleView() -> AnyView {
    let tag = VaultItemTag(id: .new(), name: "Dark Color", color: VaultItemColor(red: 0.05, green: 0.1, blue: 0.02))
    return AnyView(
        TagPillView(tag: tag, isSelected: false)
            .frame(width: 300, height: 200)
            .background(Color(UIColor.systemBackground))
            .environment(\.colorScheme, .dark)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
