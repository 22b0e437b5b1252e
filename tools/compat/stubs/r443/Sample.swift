import SwiftUI

@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        List {
            InstanceContactCompactRowView(user: User(id: "1", userName: "@mczachurski", name: "Marcin Czachurski", avatarUrl: nil))
            InstanceContactCompactRowView(user: User(id: "2", userName: "admin", name: nil, avatarUrl: nil))
        }
    }
}
