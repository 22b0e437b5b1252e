// Stubs for Adamant-im/adamant-iOS (r790): the node list screen the row is nested in
// (Modules/CoinsNodesList/View/CoinsNodesListView.swift; its body left out here) and its state's rows
// (ViewModel/CoinsNodesListState.swift). Our own test doubles with the app's names.
import SwiftUI
import CommonKit

struct CoinsNodesListView: View {
    var body: some View { EmptyView() }
}

struct CoinsNodesListState: Equatable {
    var sections: [Section]
    var fastestNodeMode: Bool
    var isAlertShown: Bool
}

extension CoinsNodesListState {
    struct Section: Equatable, Identifiable {
        let id: NodeGroup
        let title: String
        let rows: [Row]
    }
}

extension CoinsNodesListState.Section {
    struct Row: Equatable, Identifiable {
        let id: UUID
        let group: NodeGroup
        let isEnabled: Bool
        let title: AttributedString
        let connectionStatus: AttributedString
        let subtitle: AttributedString
    }
}
