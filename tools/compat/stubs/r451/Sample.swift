import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        GroupRowView(group: APIGroup(id: "g1", name: "North Valley Spraying", description: "Ag aviation crew, spring season",
                                     createdAt: "2025-03-01", updatedAt: "2025-11-20",
                                     members: [.init(role: "owner")], _count: .init(members: 8, pins: 134)))
        GroupRowView(group: APIGroup(id: "g2", name: "Ground Support", description: nil, createdAt: "2025-04-12",
                                     updatedAt: "2025-11-02", members: [.init(role: "member")], _count: .init(members: 3, pins: 12)))
    }
}
