import SwiftUI
import ConvosCore

@MainActor func makeSampleRow() -> some View {
    let contacts: [(Contact, String)] = [
        (.mock(displayName: "Alice"), "Bike Trip 2026"),
        (.mock(displayName: "Bob"), "DM"),
        (.mock(displayName: "Convo Agent", agentVerification: .verified(.convos)), "Convos Agent"),
        (.mock(displayName: "Dana", isBlocked: true), ""),
    ]
    // ContactsView: the alphabetical list, each row a navigation link.
    return NavigationStack {
        List(contacts, id: \.0.inboxId) { contact, subtitle in
            NavigationLink(value: contact.inboxId) {
                ContactRowView(contact: contact, subtitle: subtitle)
            }
        }
        .listStyle(.plain)
        .navigationTitle("Contacts")
    }
}
