// Stubs for mercari/mtc2018-app-SwiftUI (r671): the Session and Speaker models (Sources/Models/; English texts),
// Formatter (Sources/Utils/Formatter.swift: ISO 8601 parsing and HH:mm), Color.mtcRed (Sources/Utils/Color.swift,
// the asset colour read by name), TagView (Views/TimeTable/TagView.swift: an outlined "# tag" capsule) and
// URLImage (Views/Shared/URLImage.swift: shows the placeholder asset until an image loads; nothing loads here).
// Our own test doubles.
import SwiftUI

struct Speaker: Codable {
    let id: String
    let name: String
    let company: String
    let position: String
    let iconUrl: String
    var localizedName: String { name }
    var localizedPosition: String { position }
    static let `default` = Self(id: "id", name: "name", company: "company", position: "position", iconUrl: "iconUrl")
}

struct Session: Codable {
    let id: String
    let place: String
    let startTime: String
    let endTime: String
    let title: String
    let tags: [String]
    let speakers: [Speaker]
    var localizedTitle: String { title }
    static let `default` = Self(id: "id", place: "place", startTime: "startTime", endTime: "endTime", title: "title",
                                tags: [], speakers: [Speaker.default])
}

enum Formatter {
    static let iso8601DateFormatter = ISO8601DateFormatter()

    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
        return formatter
    }()
}

extension Color {
    static let mtcRed = Color("mtcRed")
}

struct TagView: View {
    let tag: String
    let color: Color
    var body: some View {
        Text("# \(tag)")
            .foregroundColor(color)
            .font(.system(size: 14))
            .padding(EdgeInsets(top: 4, leading: 8, bottom: 6, trailing: 8))
            .overlay(Capsule().stroke(color, lineWidth: 1))
    }
}

struct URLImage<Content>: View where Content: View {
    private let url: String
    private let content: (_ image: Image) -> Content

    init(url: String, content: @escaping (_ image: Image) -> Content) {
        self.url = url
        self.content = content
    }

    var body: some View {
        content(Image("placeholder"))
    }
}
