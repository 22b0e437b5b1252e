import SwiftUI
// Stubs for alexiscn/WeChatUI WeChatUI/Contacts/ContactRow.swift (what the row uses from elsewhere in its app).

struct Contact: Identifiable, Hashable, Codable {
    var id: String
    var name: String
    var avatar: URL?
}
