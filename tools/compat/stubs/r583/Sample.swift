import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The conversation members list tags identities with the pill at the row's end.
    List {
        HStack {
            Text("Convo Agent")
            Spacer()
            RoleLabelPill(label: "Agent")
        }
        HStack {
            Text("Calendar Bot")
            Spacer()
            RoleLabelPill(label: "Verified by Calendar")
        }
        HStack {
            Text("Alice")
            Spacer()
            RoleLabelPill(label: "Creator")
        }
        HStack {
            Text("Me")
            Spacer()
            RoleLabelPill(label: "You")
        }
    }
}
