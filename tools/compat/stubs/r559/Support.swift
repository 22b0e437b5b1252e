// Stubs for Daggerpov/Spawn-App-iOS-SwiftUI Views/Pages/Profile/Shared/Components/ProfileStatsView.swift:
// UserStatsDTO (Models/DTOs/User/UserStatsDTO.swift) and the observable ProfileViewModel
// (ViewModels/Profile/ProfileViewModel.swift), reduced to the stats it holds. Our own test doubles.
import Foundation
import Observation

struct UserStatsDTO: Codable, Sendable {
    var peopleMet: Int
    var spawnsMade: Int
    var spawnsJoined: Int
}

@Observable
@MainActor
final class ProfileViewModel {
    var userStats: UserStatsDTO?
    var isLoadingStats = false

    let userId: UUID?

    init(userId: UUID? = nil, userStats: UserStatsDTO? = nil) {
        self.userId = userId
        self.userStats = userStats
    }
}
