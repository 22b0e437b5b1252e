// Stubs for jandercode/ChattAppiOS shared by its rows (r804–r806): the chat, message and user models
// (Models/*.swift: Realm objects in the app, plain classes with the same properties here), the signed-in
// user holder (Controller/UserManager.swift), the registered users the message row looks names up in
// (Firestore/FirestoreUserDao.swift), the timestamp formatter (Controller/TimestampFormatter.swift) and
// the round profile picture (Components/ProfilePic.swift). Our own test doubles with the app's names.
import SwiftUI
import UIKit

class Chat: Identifiable {
    var id: String = UUID().uuidString
    var users_in_chat = [String]()
    var last_message: String = ""
    var timestamp: Date? = nil
    var chat_name = ""

    init(id: String = UUID().uuidString, users_in_chat: [String], last_message: String, timestamp: Date?, chat_name: String = "") {
        self.id = id
        self.users_in_chat = users_in_chat
        self.last_message = last_message
        self.timestamp = timestamp
        self.chat_name = chat_name
    }
}

class Message: Identifiable {
    var sender: String
    var text: String
    var timestamp: Date? = nil
    var id: String = UUID().uuidString
    var referenceChatId: String = ""

    init(sender: String, text: String, timestamp: Date?, referenceChatId: String = "") {
        self.sender = sender
        self.text = text
        self.timestamp = timestamp
        self.referenceChatId = referenceChatId
    }
}

class User: Identifiable {
    var id: String = UUID().uuidString
    var firstName: String = ""
    var lastName: String = "none"
    var username: String = ""

    init(id: String, firstName: String, username: String) {
        self.id = id
        self.firstName = firstName
        self.username = username
    }
}

class UserManager: ObservableObject {
    static let userManager = UserManager()
    var currentUser: User? = User(id: "me", firstName: "Joanne", username: "joanne")
    var userImage: UIImage? = nil
    @Published var imageArray: [String: UIImage] = [:]
    private init() {}
}

class FirestoreUserDao {
    static let firestoreContactDao = FirestoreUserDao()
    var registeredUsers: [User] = [
        User(id: "me", firstName: "Joanne", username: "joanne"),
        User(id: "u2", firstName: "Betty", username: "betty_s"),
        User(id: "u3", firstName: "Oscar", username: "oscar"),
    ]
}

struct TimestampFormatter {
    func formatChatRowTimestampString(timestamp: Date) -> String {
        if Calendar.current.isDateInToday(timestamp) {
            let formatter = DateFormatter()
            formatter.timeStyle = .short
            return formatter.string(from: timestamp)
        }
        if Calendar.current.isDateInYesterday(timestamp) { return "Yesterday" }
        let formatter = DateFormatter()
        formatter.dateFormat = "d MMMM yyyy"
        return formatter.string(from: timestamp)
    }

    func formatMessageRowTimestampString(timestamp: Date) -> String {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        return formatter.string(from: timestamp)
    }

    func formatMessagesViewDateString(timestamp: Date) -> String {
        if Calendar.current.isDateInToday(timestamp) { return "Today" }
        if Calendar.current.isDateInYesterday(timestamp) { return "Yesterday" }
        let formatter = DateFormatter()
        formatter.dateFormat = "d MMMM yyyy"
        return formatter.string(from: timestamp)
    }
}

struct ProfilePic: View {
    var size: CGFloat
    var images: [UIImage]

    var body: some View {
        if let first = images.first {
            Image(uiImage: first)
                .resizable()
                .frame(width: size, height: size)
                .cornerRadius(size / 2)
        }
    }
}

/// A plain round avatar for the samples (the app's default profile picture is an asset).
@MainActor func chattSampleAvatar(_ color: UIColor) -> UIImage {
    UIImage(systemName: "person.crop.circle.fill")?.withTintColor(color) ?? UIImage()
}
