import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date(timeIntervalSince1970: 1_764_000_000)
    func chat(_ id: String, _ username: String, _ photo: String) -> Chat {
        Chat(id: id, timestamp: now,
             user: User(id: "u-\(id)", profilePhoto: ProfilePhoto(id: "p-\(id)", photoUrl: photo, timestamp: now),
                        username: username, name_Lname: username))
    }
    let chats = [
        chat("1", "elif.yilmaz", "https://randomuser.me/api/portraits/women/44.jpg"),
        chat("2", "mert_can", "https://randomuser.me/api/portraits/men/32.jpg"),
        chat("3", "deniz.kaya", ""),
    ]
    // ChatListPage: a grouped list of conversations.
    return NavigationStack {
        List {
            ForEach(chats, id: \.id) { chat in
                ChatListItem(chat: chat)
            }
        }
        .navigationTitle("Sohbetler")
        .listStyle(.grouped)
    }
}
