import SwiftUI
import CommonKit

// Nodes: each coin's nodes, enabled or not, with their connection status.
@MainActor func makeSampleRow() -> some View {
    func row(_ group: NodeGroup, _ title: String, _ status: String, _ subtitle: String, _ enabled: Bool) -> CoinsNodesListState.Section.Row {
        var statusText = AttributedString(status)
        statusText.foregroundColor = enabled ? .green : .gray
        return .init(id: UUID(), group: group, isEnabled: enabled, title: AttributedString(title),
                     connectionStatus: statusText, subtitle: AttributedString(subtitle))
    }
    return List {
        Section("Bitcoin") {
            CoinsNodesListView.Row(model: row(.btc, "btcnode1.adamant.im", "⦿ 142 ms", "v0.21.1", true), setIsEnabled: { _ in })
            CoinsNodesListView.Row(model: row(.btc, "btcnode3.adamant.im", "⦿ Offline", "", false), setIsEnabled: { _ in })
        }
        Section("Ethereum") {
            CoinsNodesListView.Row(model: row(.eth, "ethnode2.adamant.im", "⦿ 88 ms", "Geth 1.13", true), setIsEnabled: { _ in })
        }
    }
}
