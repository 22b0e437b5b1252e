// Stubs shared by the 5mars/SocialMedia rows (r593–r594): the User and Post models (Model/User.swift,
// Model/Post.swift; Firebase's Timestamp from the FirebaseFirestore stub) with a few mock values, and
// CircularProfileImageView (Core/Components/CircularProfileImageView.swift; the red person symbol when a
// user has no picture). Our own test doubles.
import SwiftUI
import FirebaseFirestore
import Kingfisher

struct User: Identifiable, Hashable {
    let id: String
    var username: String
    var profileImageUrl: String?
    var fullname: String?
    var bio: String?
    let email: String
}

struct Post: Identifiable, Hashable {
    let id: String
    let ownerUid: String
    let caption: String
    var likes: Int
    let imageUrl: String
    let timestamp: Timestamp
    var user: User?
}

extension User {
    static var MOCK_USER: [User] = [
        User(id: "u1", username: "batman", bio: "I'm vengeance", email: "batman@example.com"),
        User(id: "u2", username: "_restartedboi", fullname: "Jeremy", email: "acoustic@example.com"),
        User(id: "u3", username: "ironman", fullname: "Tony Stark", email: "ironman@example.com"),
    ]
}

extension Post {
    static var MOCK_POSTS: [Post] = [
        Post(id: "p1", ownerUid: "u1", caption: "Night patrol done", likes: 69, imageUrl: "dean", timestamp: Timestamp(date: Date(timeIntervalSince1970: 1_764_200_000)), user: User.MOCK_USER[0]),
        Post(id: "p2", ownerUid: "u2", caption: "Next tattoo 😎", likes: 2, imageUrl: "tattoo", timestamp: Timestamp(date: Date(timeIntervalSince1970: 1_764_150_000)), user: User.MOCK_USER[1]),
    ]
}

struct CircularProfileImageView: View {
    enum ProfileImageSize {
        case xSmall, small, medium, large

        var dimension: CGFloat {
            switch self {
            case .xSmall: 40
            case .small: 48
            case .medium: 64
            case .large: 80
            }
        }
    }

    let user: User
    let size: ProfileImageSize

    var body: some View {
        Group {
            if let url = user.profileImageUrl {
                KFImage(URL(string: url)).resizable().scaledToFill()
            } else {
                Image(systemName: "person.circle.fill").resizable().foregroundStyle(.red)
            }
        }
        .frame(width: size.dimension, height: size.dimension)
        .clipShape(Circle())
        .shadow(radius: 3, x: 3, y: 3)
    }
}
