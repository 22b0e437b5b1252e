import SwiftUI
// Stubs for Fatihozn/JR-InstagramClone JR-InstagramClone/Components/ChatComponent/ChatListItem.swift: the
// Firestore models Chat, User and ProfilePhoto (JR-InstagramClone/Models; memberwise, the fields the row
// reads, where the app decodes them with @DocumentID ids) and ChatPage (Core/Pages/ChatPages; its
// conversation left out).

final class ProfilePhoto: Codable {
    var id: String
    var photoUrl: String
    var timestamp: Date

    init(id: String, photoUrl: String, timestamp: Date) {
        self.id = id
        self.photoUrl = photoUrl
        self.timestamp = timestamp
    }
}

final class User: Codable {
    var id: String?
    var profilePhoto: ProfilePhoto?
    var username: String
    var name_Lname: String

    init(id: String?, profilePhoto: ProfilePhoto?, username: String, name_Lname: String) {
        self.id = id
        self.profilePhoto = profilePhoto
        self.username = username
        self.name_Lname = name_Lname
    }
}

final class Chat {
    var id: String?
    var photos: [String]?
    var timestamp: Date
    var user: User?

    init(id: String?, timestamp: Date, user: User?) {
        self.id = id
        self.timestamp = timestamp
        self.user = user
    }
}

struct ChatPage: View {
    var chat: Chat

    var body: some View {
        Text(chat.user?.username ?? "")
    }
}
