import SwiftUI

// The recent chats list.
@MainActor func makeSampleRow() -> some View {
    let now = Date()
    return ScrollView {
        VStack(spacing: 0) {
            ChatRoomCell(chat: RoomViewModel(id: "1", imageUrl: "avatar-anna", name: "Anna Reed",
                                             message: "See you at the concert tonight! I got us seats near the stage.",
                                             timestamp: now.addingTimeInterval(-600),
                                             lastSender: ChatUser(id: "2", name: "Anna")))
            ChatRoomCell(chat: RoomViewModel(id: "2", imageUrl: "avatar-group", name: "Jazz Night Crew",
                                             message: "Who is bringing the blanket?", timestamp: now.addingTimeInterval(-7_200),
                                             lastSender: nil))
        }
    }
}
