import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let status = UserStatusModel(
        general: UserStatus(type: .general, expires_at: nil, content: "Working on damus", created_at: 1_692_700_000, url: URL(string: "https://damus.io")),
        music: UserStatus(type: .music, expires_at: nil, content: "Track - Artist", created_at: 1_692_700_000, url: URL(string: "spotify:search:abc")))
    return UserStatusView(status: status, show_general: true, show_music: true)
}
