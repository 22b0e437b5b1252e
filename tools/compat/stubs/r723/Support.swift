// Stubs for Amakaflow/amakaflow-ios-app (r723): a leaderboard entry. Our own test double.
import Foundation

struct LeaderboardEntryModel: Identifiable, Codable, Equatable {
    var id: String { userId }
    let rank: Int
    let userId: String
    let displayName: String
    let avatarUrl: String?
    let value: Double
    let isMe: Bool
}
