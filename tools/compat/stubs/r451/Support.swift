import Foundation
// Stubs for austins05/Fork (Rotorsync) Features/Groups/Views/Components/GroupRowView.swift: APIGroup
// (Models/Group.swift, as there).

struct APIGroup: Codable {
    let id: String
    let name: String
    let description: String?
    let createdAt: String
    let updatedAt: String

    struct MemberInfo: Codable {
        let role: String
    }

    struct CountInfo: Codable {
        let members: Int
        let pins: Int
    }

    let members: [MemberInfo]?
    let _count: CountInfo?
}
