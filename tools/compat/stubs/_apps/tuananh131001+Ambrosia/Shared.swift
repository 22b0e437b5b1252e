// Stubs for tuananh131001/Ambrosia shared by its rows (r746–r748): the restaurant and review models, the
// app's colour constants (read by name from its asset catalog, as the app does), the date helper, the
// Firebase service the review card asks for the reviewer's avatar and name (answers from memory here) and
// the restaurant model. Our own test doubles with the app's names.
import SwiftUI

struct Review: Identifiable, Decodable {
    var id: UUID = UUID()
    var reviewDescription: String
    var dateCreated: Date
    var rating: Int
    var email: String
    var isLiked: Bool = false
    var userId: String

    enum CodingKeys: String, CodingKey {
        case reviewDescription, dateCreated, rating, email, isLiked, userId
    }

    static func testReviews() -> [Review] {
        [
            Review(reviewDescription: "Great broken rice, the pork chop was perfectly grilled.", dateCreated: Date(timeIntervalSince1970: 1_663_000_000),
                   rating: 4, email: "an@example.com", userId: "avatar1"),
            Review(reviewDescription: "Busy at lunch but worth the wait.", dateCreated: Date(timeIntervalSince1970: 1_662_500_000),
                   rating: 3, email: "binh@example.com", isLiked: true, userId: "avatar2"),
        ]
    }
}

struct Restaurant: Codable {
    var placeId: String?
    var title: String = ""
    var totalScore: Double?
    var reviewsCount: Int?
    var distance: Double = 0
}

struct Constants {
    static let PRIMARY_COLOR: Color = Color("PrimaryColor")
    static let SECONDARY_COLOR: Color = Color("SecondaryColor")
}

struct FormatDate {
    /// "17/09/2022".
    static func convertDateToString(formatDay: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "dd/MM/yyyy"
        return formatter.string(from: formatDay)
    }
}

final class FirebaseService: ObservableObject {
    static let services = FirebaseService()
    /// Looks up the reviewer's avatar URL and username.
    func getUserAvatar(userId: String, completion: @escaping (_ newAvatar: String) -> (), setUserName: @escaping (_ newUsername: String) -> ()) {
        setUserName(userId == "avatar1" ? "Minh Anh" : "Quoc Huy")
    }
}

final class RestaurantModel: ObservableObject {
    @Published var reviews: [Review] = Review.testReviews()
    var firebaseService: FirebaseService = FirebaseService.services

    func updateLikeForReview(id: UUID) {
        if let index = reviews.firstIndex(where: { $0.id == id }) { reviews[index].isLiked.toggle() }
    }
}
