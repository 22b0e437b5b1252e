import SwiftUI
import Kingfisher
// Stubs for 55kt/myApp TalkToMe/Screens/Channel/Views/ChannelItemView.swift (what the row uses from
// elsewhere in its app: Screens/Channel/Models/ChannelItem.swift (Firebase Auth's current user as a
// constant), Screens/Auth/EmailRegistration/Model/UserItem.swift, Screens/Chat/Models/MessageItems+Types.swift's
// MessageType, Extensions/Date+Extensions.swift, Components/CircularProfileImageView.swift and the
// asset catalog's placeholder colour (placeholderImageColor, sRGB 151/155/166)).

/// Stands in for Auth.auth().currentUser?.uid.
let currentUserUid = "me"

struct UserItem: Identifiable, Hashable {
    let uid: String
    var username: String
    let email: String
    var profileImageUrl: String? = nil
    var id: String { uid }
}

enum AdminMessageType: String {
    case channelCreation, memberAdded, memberLeft, channelNameChanged
}

enum MessageType: Hashable {
    case admin(_ type: AdminMessageType), text, photo, video, audio

    var iconName: String {
        switch self {
        case .admin: return "megaphone.fill"
        case .text: return ""
        case .photo: return "photo.fill"
        case .video: return "video.fill"
        case .audio: return "mic.fill"
        }
    }
}

struct ChannelItem: Identifiable, Hashable {
    var id: String
    var name: String?
    var lastMessage: String
    var creationDate: Date
    var lastMessageTimeStamp: Date
    var membersCount: Int
    var adminUids: [String]
    var membersUids: [String]
    var members: [UserItem]
    var thumbnailUrl: String? = nil
    let createdBy: String
    let lastMessageType: MessageType

    var isGroupChat: Bool { membersCount > 2 }

    var coverImageUrl: String? {
        if let thumbnailUrl { return thumbnailUrl }
        if isGroupChat == false { return membersExcludingMe.first?.profileImageUrl }
        return nil
    }

    var membersExcludingMe: [UserItem] { members.filter { $0.uid != currentUserUid } }

    var title: String {
        if let name { return name }
        if isGroupChat { return groupMemberNames }
        return membersExcludingMe.first?.username ?? "Unknown"
    }

    private var groupMemberNames: String {
        let membersCount = membersCount - 1
        let fullNames: [String] = membersExcludingMe.map { $0.username }
        if membersCount == 2 {
            return fullNames.joined(separator: " and ")
        } else if membersCount > 2 {
            let remainingCount = membersCount - 2
            return fullNames.prefix(2).joined(separator: ", ") + ", and \(remainingCount) " + "others"
        }
        return "Unknown"
    }

    var previewMessage: String {
        switch lastMessageType {
        case .admin: return "Newly Created Chat!"
        case .text: return lastMessage
        case .photo: return "Photo Message"
        case .video: return "Video Message"
        case .audio: return "Voice Message"
        }
    }

    static let placeholder = ChannelItem(id: "1", lastMessage: "Hello world", creationDate: Date(), lastMessageTimeStamp: Date(),
                                         membersCount: 2, adminUids: [], membersUids: [], members: [], createdBy: "", lastMessageType: .text)
}

extension Date {
    var dayOrTimeRepresentation: String {
        let calendar = Calendar.current
        let dateFormatter = DateFormatter()
        if calendar.isDateInToday(self) {
            dateFormatter.dateFormat = "h:mm a"
            return dateFormatter.string(from: self)
        } else if calendar.isDateInYesterday(self) {
            return "Yesterday"
        } else {
            dateFormatter.dateFormat = "MM/dd/yy"
            return dateFormatter.string(from: self)
        }
    }
}

extension Color {
    /// Assets.xcassets placeholderImageColor (Xcode's generated asset symbol, as the app spells it).
    static let placeholder = Color(red: 151 / 255, green: 155 / 255, blue: 166 / 255)
}

struct CircularProfileImageView: View {
    let profileImageUrl: String?
    let size: Size
    let fallbackImage: FallbackImage

    init(_ profileImageUrl: String? = nil, size: Size = .medium) {
        self.profileImageUrl = profileImageUrl
        self.size = size
        self.fallbackImage = .directChatIcon
    }

    var body: some View {
        if let profileImageUrl {
            KFImage(URL(string: profileImageUrl))
                .resizable()
                .placeholder { ProgressView() }
                .scaledToFill()
                .frame(width: size.dimension, height: size.dimension)
                .clipShape(Circle())
        } else {
            Image(systemName: fallbackImage.rawValue)
                .resizable()
                .scaledToFit()
                .imageScale(.large)
                .foregroundStyle(Color.placeholder)
                .frame(width: size.dimension, height: size.dimension)
                .background(Color.white)
                .clipShape(Circle())
        }
    }
}

extension CircularProfileImageView {
    enum Size {
        case mini, xSmall, small, medium, large, xLarge
        case custom(CGFloat)
        var dimension: CGFloat {
            switch self {
            case .mini: return 30
            case .xSmall: return 40
            case .small: return 50
            case .medium: return 60
            case .large: return 80
            case .xLarge: return 120
            case .custom(let dimen): return dimen
            }
        }
    }

    enum FallbackImage: String {
        case directChatIcon = "person.circle.fill"
        case groupChatIcon = "person.2.circle.fill"
        init(for membersCount: Int) {
            self = membersCount == 2 ? .directChatIcon : .groupChatIcon
        }
    }

    init(_ channel: ChannelItem, size: Size) {
        self.profileImageUrl = channel.coverImageUrl
        self.size = size
        self.fallbackImage = FallbackImage(for: channel.membersCount)
    }
}
