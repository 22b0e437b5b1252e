// Stubs shared by the samialhamad/Gatherly-SwiftUI rows (r560–r562): the brand colours
// (Brand/Gatherly.swift), the row constants (Brand/Constants.swift), the Event, User and UserGroup models
// (Model/…; the fields the rows read), Date.formattedTime (Extensions/Date/Date.swift), AvatarView
// (Views/Components/Images/AvatarView.swift, its initials circle; no stored profile pictures here) and
// the SampleData the previews read. Our own test doubles.
import SwiftUI
import UIKit

struct Colors {
    static var primary: UIColor { UIColor(red: 0.271, green: 0.592, blue: 1, alpha: 1) }
    static var secondary: UIColor { UIColor(red: 0.902, green: 0.918, blue: 0.988, alpha: 1) }
}

struct Constants {
    struct EventRow {
        static let topPadding: CGFloat = 5
        static let timeAndDisclosureSpacing: CGFloat = 8
    }
    struct GroupRow {
        static let avatarCircleSize: CGFloat = 40
        static let hstackPadding: CGFloat = 4
    }
    struct UserRow {
        static let avatarCircleSize: CGFloat = 40
        static let hstackPadding: CGFloat = 4
    }
}

struct Event: Identifiable, Equatable {
    var description: String?
    var endTimestamp: Int?
    var id: Int?
    var plannerID: Int?
    var memberIDs: [Int]?
    var title: String?
    var startTimestamp: Int?
}

final class User: Identifiable, Equatable, ObservableObject {
    @Published var avatarImageName: String?
    @Published var createdTimestamp: Int?
    @Published var firstName: String?
    @Published var friendIDs: [Int]?
    @Published var id: Int?
    @Published var lastName: String?
    @Published var phone: String?

    init(avatarImageName: String? = nil, createdTimestamp: Int? = nil, eventIDs: [Int]? = nil,
         firstName: String? = nil, friendIDs: [Int]? = nil, id: Int? = nil, lastName: String? = nil,
         phone: String? = nil) {
        self.avatarImageName = avatarImageName
        self.createdTimestamp = createdTimestamp
        self.firstName = firstName
        self.friendIDs = friendIDs
        self.id = id
        self.lastName = lastName
        self.phone = phone
    }

    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
}

struct UserGroup: Identifiable, Equatable {
    var id: Int?
    var imageName: String? = nil
    var leaderID: Int
    var memberIDs: [Int]
    var name: String?
}

extension Date {
    /// Short time ("9:30 AM") for a Unix timestamp.
    static func formattedTime(_ timestamp: Int) -> String {
        let f = DateFormatter()
        f.timeStyle = .short
        f.dateStyle = .none
        return f.string(from: Date(timeIntervalSince1970: TimeInterval(timestamp)))
    }
}

/// A filled circle with the user's initials or the group's first letter.
struct AvatarView: View {
    enum Mode: Equatable {
        case user(user: User)
        case group(group: UserGroup)
    }

    var backgroundColor: Color = Color(Colors.primary)
    var font: Font = .headline
    let size: CGFloat
    let mode: Mode

    init(backgroundColor: Color = Color(Colors.primary), font: Font = .headline, size: CGFloat, mode: Mode) {
        self.backgroundColor = backgroundColor
        self.font = font
        self.size = size
        self.mode = mode
    }

    private var letters: String {
        switch mode {
        case .user(let user):
            return [user.firstName, user.lastName].compactMap { $0?.first.map(String.init) }.joined()
        case .group(let group):
            return group.name?.first.map { String($0).uppercased() } ?? ""
        }
    }

    var body: some View {
        Circle()
            .fill(backgroundColor)
            .frame(width: size, height: size)
            .overlay(Text(letters).font(font).foregroundColor(.white))
    }
}

enum SampleData {
    static let sampleEvents: [Event] = [
        Event(description: "Practice Jiu Jitsu with friends", endTimestamp: 1_764_252_000, id: 1, plannerID: 1,
              memberIDs: [2, 3], title: "Jiu Jitsu Class", startTimestamp: 1_764_244_800),
        Event(description: "Study session with friends, cover all topics from lectures, then quiz each other",
              endTimestamp: 1_764_273_600, id: 2, plannerID: 1, memberIDs: [2], title: "Study Group",
              startTimestamp: 1_764_262_800),
    ]
    static let sampleGroups: [UserGroup] = [
        UserGroup(id: 1, leaderID: 1, memberIDs: [1, 2, 3], name: "Gym Buddies"),
        UserGroup(id: 2, leaderID: 2, memberIDs: [1, 2], name: "Book Club"),
    ]
}
