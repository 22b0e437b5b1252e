import SwiftUI

// Conversation settings toggles whose change calls the server.
@MainActor func makeSampleRow() -> some View {
    List {
        Section("Conversation settings") {
            ActionToggle(isOn: .constant(true), action: { _ in }) {
                Label("Allow guests", systemImage: "person.badge.plus")
            }
            ActionToggle(isOn: .constant(false), action: { _ in }) {
                Label("Lock conversation", systemImage: "lock")
            }
            ActionToggle(isOn: .constant(true), action: { _ in }) {
                Text("Read-only")
            }
        }
    }
}
