// Stubs for Rishi-Dave/FitnessTracker (r890, r891): the friend's live workout (Models/ActiveWorkoutModel.swift)
// and the user (Models/UserModel.swift). Our own test doubles with the app's names and initialisers.
import Foundation

struct ActiveWorkoutModel: Identifiable, Codable {
    let id: String
    let userId: String
    let userName: String
    let userProfilePic: String
    var currentDistance: Double
    var currentDuration: TimeInterval
    let startTime: Date
    var lastLocationUpdate: Date

    init(id: String = UUID().uuidString, userId: String, userName: String, userProfilePic: String = "",
         currentDistance: Double = 0, currentDuration: TimeInterval = 0, startTime: Date = Date(),
         lastLocationUpdate: Date = Date()) {
        self.id = id
        self.userId = userId
        self.userName = userName
        self.userProfilePic = userProfilePic
        self.currentDistance = currentDistance
        self.currentDuration = currentDuration
        self.startTime = startTime
        self.lastLocationUpdate = lastLocationUpdate
    }
}

struct UserModel: Identifiable, Codable {
    let id: String
    let name: String
    let email: String
    let profilePicture: String
    var totalWorkouts: Int
    var totalDistance: Double
    var friendsCount: Int
    var lastWorkoutDate: Date
    var friends: [String]

    init(id: String = UUID().uuidString, name: String, email: String, profilePicture: String = "",
         totalWorkouts: Int = 0, totalDistance: Double = 0, friendsCount: Int = 0,
         lastWorkoutDate: Date = Date(), friends: [String] = []) {
        self.id = id
        self.name = name
        self.email = email
        self.profilePicture = profilePicture
        self.totalWorkouts = totalWorkouts
        self.totalDistance = totalDistance
        self.friendsCount = friendsCount
        self.lastWorkoutDate = lastWorkoutDate
        self.friends = friends
    }
}
