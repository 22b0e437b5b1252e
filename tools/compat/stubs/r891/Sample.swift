import SwiftUI

// The friends list.
@MainActor func makeSampleRow() -> some View {
    let day: TimeInterval = 86_400
    let now = Date(timeIntervalSince1970: 1_764_300_000)
    return List {
        FriendRowView(friend: UserModel(name: "Emily Carter", email: "emily@example.com", lastWorkoutDate: now.addingTimeInterval(-day)))
        FriendRowView(friend: UserModel(name: "Jake Miller", email: "jake@example.com", lastWorkoutDate: now.addingTimeInterval(-3 * day)))
    }
    .listStyle(.plain)
}
