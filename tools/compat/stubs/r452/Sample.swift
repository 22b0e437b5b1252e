import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        MemberRowView(member: GroupMember(id: "1", userId: "u1", groupId: "g1", role: "owner",
                                          user: .init(id: "u1", name: "austin sanders", email: "austin@example.com", role: "pilot")),
                      currentUserRole: "owner", onRemove: {})
        MemberRowView(member: GroupMember(id: "2", userId: "u2", groupId: "g1", role: "member",
                                          user: .init(id: "u2", name: "Maria Lopez", email: "maria.lopez@example.com", role: "loader")),
                      currentUserRole: "owner", onRemove: {})
    }
}
