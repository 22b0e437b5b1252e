import SwiftUI

// A group chat's messages: others on the left with their names, mine on the right in blue.
@MainActor func makeSampleRow() -> some View {
    let now = Date()
    let users = ["me", "u2", "u3"]
    let messages = [
        Message(sender: "u2", text: "Who's bringing the projector?", timestamp: now.addingTimeInterval(-600)),
        Message(sender: "me", text: "I can, it's in my car anyway.", timestamp: now.addingTimeInterval(-480)),
        Message(sender: "u3", text: "Great, thanks!", timestamp: now.addingTimeInterval(-300)),
    ]
    return ScrollView {
        VStack(spacing: 4) {
            ForEach(messages) { message in
                MessageRow(message: message, image: chattSampleAvatar(.systemGreen), usersInChat: users)
            }
        }
        .padding(.vertical)
    }
}
