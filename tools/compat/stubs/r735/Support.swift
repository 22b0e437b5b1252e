// Stubs for sandeepsahanicodes/ChatApp (r735): a chat of the chats list, the mock chats the preview reads
// (written anew) and the remote avatar view (the person placeholder until the picture arrives; nothing is
// downloaded here). Our own test doubles.
import SwiftUI

struct Chat: Identifiable, Hashable {
    let id: Int
    let userAvatarUrl: String
    let messageSentTime: String
    let userName: String
    let latestMessage: String
    let messageCount: Int
}

struct MockData {
    static let chatList: [Chat] = [
        Chat(id: 1, userAvatarUrl: "https://example.com/avatars/ana.jpg", messageSentTime: "10:24 AM", userName: "Ana",
             latestMessage: "Are we still on for lunch?", messageCount: 2),
        Chat(id: 2, userAvatarUrl: "https://example.com/avatars/ben.jpg", messageSentTime: "9:15 AM", userName: "Ben",
             latestMessage: "Sending the files in a minute.", messageCount: 0),
        Chat(id: 3, userAvatarUrl: "https://example.com/avatars/chloe.jpg", messageSentTime: "Yesterday", userName: "Chloé",
             latestMessage: "Great work on the demo today! The client loved the new onboarding flow.", messageCount: 5),
    ]
}

struct UserAvatarRemoteImage: View {
    let urlString: String
    var body: some View {
        Image(systemName: "person.circle.fill")
            .resizable()
            .aspectRatio(contentMode: .fill)
    }
}
