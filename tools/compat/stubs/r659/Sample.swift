import SwiftUI
import CoreData

@MainActor func makeSampleRow() -> some View {
    let context = PersistenceController.preview.container.viewContext
    let received = Message.getSampleMessage(for: context, id: 1, with: "Good morning! How are you feeling today?")
    received.isDoctorMessage = true
    let sent = Message.getSampleMessage(for: context, id: 2, with: "Much better, thank you.")
    let urgent = Message.getSampleMessage(for: context, id: 3, with: "Blood pressure 170/100")
    urgent.isAgent = true
    urgent.isUrgent = true
    urgent.isDoctorMessage = true
    // In the chat, the time badge sits at the bottom trailing corner of each message bubble.
    return ScrollView {
        VStack(alignment: .leading, spacing: 12) {
            ForEach([received, sent, urgent], id: \.id) { message in
                HStack(alignment: .bottom) {
                    Text(message.text ?? "")
                        .padding(10)
                        .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.2)))
                    MessageTimeBadge(message: message)
                }
                .frame(maxWidth: .infinity, alignment: message.isMessageSent ? .trailing : .leading)
            }
        }
        .padding()
    }
}
