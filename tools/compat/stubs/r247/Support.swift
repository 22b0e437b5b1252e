import Foundation
// Stubs for lac66/MyKitchen MyKitchen/Views/CardViews/SmallMemberCards.swift (what the row uses from
// elsewhere in its app: Models/Codables/UserGroup.swift).

struct UserGroup: Codable {
    var id: String
    var email: String
    var name: String
    var groupID: String
}
