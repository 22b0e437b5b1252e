import SwiftUI
import UIKit
// Stubs shared by the rows of AlexRevature/HabitoApp (what they use from elsewhere in the app).

/// The asset catalog's colours (sRGB), as Xcode's generated symbols spell them.
extension Color {
    static let customPrimary = Color(red: 0x05 / 255, green: 0x92 / 255, blue: 0x12 / 255)
    static let customSecondary = Color(red: 0xAA / 255, green: 0xC6 / 255, blue: 0xAE / 255)
}

extension ShapeStyle where Self == Color {
    static var customPrimary: Color { Color.customPrimary }
    static var customSecondary: Color { Color.customSecondary }
}

/// Model/UserModel.swift.
@Observable
class User: Equatable {
    var id: Int
    var name: String
    var email: String
    var phone: String
    var image: Data?

    init(id: Int, name: String, email: String, phone: String, image: Data? = nil) {
        self.id = id
        self.name = name
        self.email = email
        self.phone = phone
        self.image = image
    }

    static func == (lhs: User, rhs: User) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.email == rhs.email && lhs.phone == rhs.phone && lhs.image == rhs.image
    }
}

/// ViewModel/Account/AccountViewModel.swift (the signed-in state only).
@Observable
class AccountViewModel {
    var loggedIn = false
    var currentUser: User?

    init(currentUser: User? = nil) {
        self.currentUser = currentUser
        self.loggedIn = currentUser != nil
    }
}

/// Model/HabitModel.swift.
@Observable
class Habit {
    var id: Int?
    var type: Int
    var count: Int
    var total: Int
    var userID: Int?
    var date: String

    init(id: Int? = nil, type: HabitType, count: Int, total: Int, userID: Int? = nil, date: String) {
        self.id = id
        self.type = type.rawValue
        self.count = count
        self.total = total
        self.userID = userID
        self.date = date
    }
}

enum HabitType: Int, CaseIterable {
    case water, walking, sleep, exercise, invalid
}

/// ViewModel/Habits/HabitViewModel.swift.
@Observable
class HabitPacket: Identifiable {
    var id: Int
    var habit: Habit
    var asset: HabitAsset

    init(id: Int, habit: Habit, asset: HabitAsset) {
        self.id = id
        self.habit = habit
        self.asset = asset
    }
}

struct HabitAsset {
    var name: String
    var title: String
    var message: String
    var image: String
    var backImage: String
    var trackImage: String?
    var unit: String

    init(name: String, title: String, message: String, image: String, backImage: String, trackImage: String? = nil, unit: String) {
        self.name = name
        self.title = title
        self.message = message
        self.image = image
        self.backImage = backImage
        self.trackImage = trackImage
        self.unit = unit
    }
}

/// ViewModel/Challenges/ChallengeViewModel.swift.
struct ChallengeInfoFull: Identifiable {
    var id: Int64
    var title: String
    var message: String
    var image: UIImage
    var backImage: UIImage
    var trackImage: UIImage
    var count: Int
    var total: Int
    var unit: String
    var startDate: String
    var endDate: String
}

/// The app reads challenges from SQLite (ChallengeModel); the double holds the one the app seeds
/// for user 1 (ChallengeModel.addTestChallenges), with images from the app's asset catalog.
@MainActor
class ChallengeViewModel: ObservableObject {
    @Published var challenges: [ChallengeInfoFull] = []
    var userId: Int?

    static let seeded = ChallengeInfoFull(
        id: 1,
        title: "10K Steps Challenge",
        message: "Aim to complete 10,000 steps today to stay active!",
        image: UIImage(named: "running")!,
        backImage: UIImage(named: "back")!,
        trackImage: UIImage(systemName: "figure.walk")!,
        count: 0,
        total: 10000,
        unit: "steps",
        startDate: "2025-01-01",
        endDate: "2025-01-01"
    )

    func oldestChallenge(userID: Int?) -> ChallengeInfoFull? {
        userID == 1 ? Self.seeded : nil
    }
}
