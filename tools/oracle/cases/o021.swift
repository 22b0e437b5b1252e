import OracleHarness
import SwiftUI
import VaultFeed

// o021: bradleymackey/vault-ios, TagPillViewSnapshotTests.midColored(), "selected.light", @3x.
// A selected tag pill for a mid-grey tag (0.5, 0.5, 0.5) in a 300 × 200 frame on the system
// background, light appearance set through the colorScheme environment; sized to fit.
@MainActor func makeOracleView() -> AnyView {
    let tag = VaultItemTag(id: .new(), name: "Mid Color", color: VaultItemColor(red: 0.5, green: 0.5, blue: 0.5))
    return AnyView(
        TagPillView(tag: tag, isSelected: true)
            .frame(width: 300, height: 200)
            .background(Color(UIColor.systemBackground))
            .environment(\.colorScheme, .light)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
