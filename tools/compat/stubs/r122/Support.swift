import SwiftUI
// Stubs for alexiscn/WeChatUI WeChatUI/Session/SessionRow.swift (what the row uses from elsewhere in its app).

struct Session: Hashable, Codable, Identifiable {
    var id: String
    var name: String
    var content: String = ""
    var avatar: URL? = nil
    var updatedTime: String = ""
    var unreadCount: Int = 0
    var showUnreadAsRedDot: Bool = false

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// Mock chats (the app decodes SampleData.json from the bundle).
class SampleData {
    static var shared = SampleData()

    lazy var sessions: [Session] = {
        var first = Session(id: "20001", name: "Zhang Wei")
        first.content = "Are we still on for dinner tonight?"
        first.avatar = URL(string: "https://example.com/avatars/20001.jpg")
        first.unreadCount = 5
        first.updatedTime = "12:50"
        var second = Session(id: "20002", name: "File Transfer")
        second.content = "[Photo]"
        second.unreadCount = 2
        second.showUnreadAsRedDot = true
        second.updatedTime = "12:50"
        return [first, second]
    }()
}

/// Red count badge.
struct BadgeView: View {
    var number: Int = 0

    var body: some View {
        ZStack {
            Circle()
                .foregroundColor(.red)
                .frame(width: 18, height: 18)
            Text(number > 99 ? "99+" : number > 0 ? String(number) : "")
                .font(.system(size: 11))
                .foregroundColor(.white)
        }
    }
}
