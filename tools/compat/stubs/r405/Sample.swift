import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 8) {
        MessageRowView(message: Message(text: "Yo wazzup!", contact: allContacts[0]), isIncoming: true)
        MessageRowView(message: Message(text: "New phone who dis?", contact: me), isIncoming: false)
        MessageRowView(message: Message(text: "This is your main man Kim", contact: allContacts[0]), isIncoming: true)
    }
    .padding()
}
