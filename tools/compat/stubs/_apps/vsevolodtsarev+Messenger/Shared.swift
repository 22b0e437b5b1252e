import SwiftUI
// Stubs for vsevolodtsarev/Messenger shared by its rows: Model/Message.swift and Model/User.swift without
// Firebase's @DocumentID and Auth (the signed-in user's uid as a constant; Timestamp: a minimal stand-in
// for Firestore's), Extension/Date.swift, Core/Components/ImageProfileView.swift and the asset catalog's
// generated image symbol.

struct Timestamp: Hashable, Codable {
    let date: Date
    init(date: Date) { self.date = date }
    func dateValue() -> Date { date }
}

/// Stands in for Auth.auth().currentUser?.uid.
let currentUserUid = "me"

struct User: Codable, Hashable, Identifiable {
    var uid: String?
    let fullname: String
    let email: String
    let profileImageUrl: String?
    var id: String { uid ?? UUID().uuidString }
}

extension User {
    static let mockUser = User(fullname: "Mock User", email: "mockUserEmail@gmail.com", profileImageUrl: "placeholder")
}

struct Message: Identifiable, Hashable, Codable {
    var messageId: String?
    var user: User?
    let fromId: String
    let toId: String
    let messageText: String
    let timestamp: Timestamp

    var id: String { messageId ?? UUID().uuidString }
    var isFromCurrentUser: Bool { fromId == currentUserUid }
    var timestampString: String { timestamp.dateValue().timestampString() }
}

extension Date {
    private var timeFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        formatter.dateFormat = "HH:mm"
        return formatter
    }

    private var dayFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.timeStyle = .medium
        formatter.dateFormat = "dd.MM.yy"
        return formatter
    }

    func timestampString() -> String {
        if Calendar.current.isDateInToday(self) {
            timeFormatter.string(from: self)
        } else if Calendar.current.isDateInYesterday(self) {
            NSLocalizedString("Yesterday", comment: "Yesterday")
        } else {
            dayFormatter.string(from: self)
        }
    }
}

enum ImageProfileSize {
    case small, medium, large
    var dimension: CGFloat {
        switch self {
        case .small: 32
        case .medium: 48
        case .large: 64
        }
    }
}

extension ImageResource {
    /// Assets.xcassets "placeholder" image (Xcode's generated asset symbol).
    static let placeholder = ImageResource(name: "placeholder", bundle: .main)
}

struct ImageProfileView: View {
    let user: User?
    let size: ImageProfileSize

    var body: some View {
        if let imageUrl = user?.profileImageUrl {
            Image(imageUrl)
                .resizable()
                .scaledToFill()
                .frame(width: size.dimension, height: size.dimension)
                .clipShape(Circle())
        } else {
            Image(.placeholder)
                .resizable()
                .scaledToFill()
                .frame(width: size.dimension, height: size.dimension)
                .clipShape(Circle())
        }
    }
}
