import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 16) {
        SmallMemberCards(user: UserGroup(id: "u1", email: "levi@example.org", name: "Levi Carpenter", groupID: "g1"))
        SmallMemberCards(user: UserGroup(id: "u2", email: "noah@example.org", name: "Noah Gillespie", groupID: "g1"))
        SmallMemberCards(user: UserGroup(id: "u3", email: "ana@example.org", name: "Ana Ruiz", groupID: "g1"))
    }
    .padding()
}
