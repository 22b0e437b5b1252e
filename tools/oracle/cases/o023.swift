import OracleHarness
import SwiftUI
import VaultFeed

// o023: bradleymackey/vault-ios, TagPillViewSnapshotTests.lightColored(), "selected.dark", @3x.
// A selected pill for a white tag (1, 1, 1) in a 300 × 200 frame on the system background,
// dark appearance set through the colorScheme environment; sized to fit.
@MainActor func makeOracleView() -> AnyView {
    let tag = VaultItemTag(id: .new(), name: "Light Color", color: VaultItemColor(red: 1, green: 1, blue: 1))
    return AnyView(
        TagPillView(tag: tag, isSelected: true)
            .frame(width: 300, height: 200)
            .background(Color(UIColor.systemBackground))
            .environment(\.colorScheme, .dark)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
