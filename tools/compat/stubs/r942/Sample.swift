import SwiftUI

// The new-chat user list.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 0) {
            ChatUserCell(user: ChatUser(id: "1", name: "Olivia Brooks"))
            ChatUserCell(user: ChatUser(id: "2", name: "Liam Turner"))
        }
    }
}
