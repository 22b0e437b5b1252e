// Stubs for LaiChunYin/tracker-ios-app shared by its rows (r742, r743): the app's notification (a Firestore
// document there, a plain value here; the app's type shadows Foundation's Notification), the user data and
// follow summaries, the user errors, and the view models the rows read from the environment (in memory; the
// app's talk to Firebase and Core Location). Our own test doubles with the app's names.
import SwiftUI

enum NotificationTypes: String, Codable {
    case accountCreated, invitationAccepted, invitationReceived, invitationRejected, invitationSent
}

struct Notification: Codable, Identifiable {
    var id: String? = nil
    let title: String
    var content: String
    let type: NotificationTypes
    var read: Bool
    let time: Date

    /// The sample notification the app's previews use.
    init() {
        self.title = "Testing"
        self.content = "content"
        self.type = .accountCreated
        self.read = false
        self.time = Date()
    }

    init(title: String, content: String, type: NotificationTypes, read: Bool, time: Date) {
        self.title = title
        self.content = content
        self.type = type
        self.read = read
        self.time = time
    }
}

struct UserItemSummary: Codable {
    var nickName: String
    var profilePic: String
    var connectionTime: Date
}

struct UserData: Codable {
    var nickName: String = ""
    var profilePic: String = ""
    var following: [String: UserItemSummary] = [:]
    var followedBy: [String: UserItemSummary] = [:]
}

struct AppUser {
    let identifier: String
    var userData: UserData? = nil
}

enum UserError: Error, Identifiable {
    var id: Self { self }
    case cannotBeYourself, invalidUser, alreadyFollowed, notFollowing, notFollowedBy, databaseError, unknown
}

struct Waypoint: Codable, Equatable {
    let latitude: Double
    let longitude: Double
    let time: Date
}

enum MainViewTabs: Hashable { case map, follow, notifications, settings }

final class UserViewModel: ObservableObject {
    @Published var currentUser: AppUser? = nil
}

final class NotificationViewModel: ObservableObject {
    @Published var notifications: [Notification] = []
    func requestFollow(target: String, by: String) async throws {}
}

final class SharedViewModel: ObservableObject {
    @Published var tabSelection: MainViewTabs = .map
}

final class LocationViewModel: ObservableObject {
    @Published var snapshotsOfFollowings: [String: [Waypoint]] = [:]
    func focusAt(location: Waypoint?) {}
}
