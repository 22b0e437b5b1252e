import SwiftUI

// A lesson's chat: the bot's question, the answer, and the rating buttons.
@MainActor func makeSampleRow() -> some View {
    let items = PersistenceController.preview.fakeChatItems
    return ScrollView {
        VStack(spacing: 8) {
            ForEach(items) { item in
                ChatItemRowView(chatItem: item)
            }
        }
        .padding()
    }
    .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}
