import SwiftUI
// Stubs for damus-io/damus damus/Features/Status/Views/UserStatusView.swift (what the row uses from elsewhere in its app).

enum UserStatusType: String {
    case music
    case general
}

struct UserStatus {
    let type: UserStatusType
    let expires_at: Date?
    var content: String
    let created_at: UInt32
    var url: URL?

    init(type: UserStatusType, expires_at: Date?, content: String, created_at: UInt32, url: URL? = nil) {
        self.type = type
        self.expires_at = expires_at
        self.content = content
        self.created_at = created_at
        self.url = url
    }
}

class UserStatusModel: ObservableObject {
    @Published var general: UserStatus?
    @Published var music: UserStatus?

    init(general: UserStatus? = nil, music: UserStatus? = nil) {
        self.general = general
        self.music = music
    }
}
