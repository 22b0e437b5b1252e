// Stubs for RyanTokManMokMTM/swiftui-chat-app (r939–r941): the user profile (model/viewModel/UserViewModel.swift;
// the avatar URL built on the app's resources host, serverConfig.swift). Our own test doubles with the app's
// names and values.
import Foundation

let RESOURCES_HOST = "http://192.168.1.115:8000/resources"

struct UserProfile: Identifiable, Decodable {
    let id: UInt
    let uuid: String
    var name: String
    let email: String
    var avatar: String
    var cover: String
    var status: String

    var AvatarURL: URL { URL(string: RESOURCES_HOST + self.avatar)! }
}

enum ChatSamples {
    static let friends = [
        UserProfile(id: 1, uuid: "9F1C2B4E-0000-4000-8000-000000000001", name: "Emma Wilson", email: "emma@example.com",
                    avatar: "/avatar/emma.jpg", cover: "", status: "At the gym"),
        UserProfile(id: 2, uuid: "9F1C2B4E-0000-4000-8000-000000000002", name: "Noah Carter", email: "noah@example.com",
                    avatar: "/avatar/noah.jpg", cover: "", status: ""),
    ]
}
