import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The profile header shows the stats centred under the name.
    VStack(spacing: 16) {
        Text("Daniel Agapov").font(.title3.bold())
        ProfileStatsView(profileViewModel: ProfileViewModel(
            userStats: UserStatsDTO(peopleMet: 48, spawnsMade: 12, spawnsJoined: 31)))
    }
    .padding()
}
