import SwiftUI
// Stubs shared by the rows of claudiacortell/step-it-up (what they use from elsewhere in the app).

// Struct Defs/Health.swift
struct HealthData: Codable {
    var dailyStep: Int?
    var dailyMileage: Double?
    var weeklyStep: Int?
    var weeklyMileage: Double?
}

// Struct Defs/User.swift
struct User: Identifiable, Codable {
    var id: String
    var name: String
    var email: String
    var username: String
    var pfp: String
    var friends: [String]?
    var groups: [String]?
    var posts: [String]?
}

struct UserHealth: Identifiable, Codable {
    var id: String
    var user: User
    var data: HealthData
}

// Struct Defs/Group.swift
struct Group_user: Identifiable, Codable {
    var id: String
    var name: String
    var pfp: String
    var members: [UserHealth] = []
}

/// The app's health view model (HealthKit queries and Firestore writes in the app); the stub
/// only holds the data.
class HealthVM: ObservableObject {
    @Published var validData: Bool = false
    @Published var healthData: HealthData

    init(healthData: HealthData = HealthData()) {
        self.healthData = healthData
    }
}

/// The app's round profile picture. The app fetches the photo from Firebase Storage on appear
/// (through an ImageUtilObservable environment object); until then, and here, it shows the
/// person placeholder symbol.
struct ProfileIcon: View {
    let userId: String
    var size: CGFloat
    @State private var profileImage: Image?

    var body: some View {
        VStack {
            if let profileImage = profileImage {
                profileImage
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(width: size, height: size)
                    .clipShape(Circle())
            } else {
                Image(systemName: "person.circle.fill")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(width: size, height: size)
                    .clipShape(Circle())
            }
        }
    }
}

extension UserHealth {
    static func sample(id: String, name: String, username: String, dailyStep: Int, weeklyStep: Int, weeklyMileage: Double) -> UserHealth {
        UserHealth(
            id: id,
            user: User(id: id, name: name, email: "\(username)@example.com", username: username, pfp: ""),
            data: HealthData(dailyStep: dailyStep, dailyMileage: Double(dailyStep) / 2100, weeklyStep: weeklyStep, weeklyMileage: weeklyMileage)
        )
    }

    static let samples: [UserHealth] = [
        .sample(id: "u1", name: "Claudia Cortell", username: "claudia", dailyStep: 10482, weeklyStep: 61230, weeklyMileage: 29.2),
        .sample(id: "u2", name: "Phillip Le", username: "phillip", dailyStep: 8731, weeklyStep: 52117, weeklyMileage: 24.8),
        .sample(id: "u3", name: "Eugenia Bornacini", username: "eugenia", dailyStep: 7315, weeklyStep: 44902, weeklyMileage: 21.4),
        .sample(id: "u4", name: "Teodora Sutilovic", username: "teodora", dailyStep: 6120, weeklyStep: 39855, weeklyMileage: 19.0),
    ]
}
