// Stubs for instructure/canvas-ios (r708): a K5 "important date" item (its subject, title, colour, date,
// route and calendar event type with the type's icon) and the K5 preview set-up. Our own test doubles.
import SwiftUI

enum CalendarEventType: String {
    case event, assignment, sub_assignment
}

struct K5ImportantDateItem: Hashable {
    let subject: String
    let title: String
    let color: Color
    let date: Date
    let route: URL?
    let type: CalendarEventType

    var iconImage: Image {
        switch type {
        case .event: return Image.announcementLine
        case .assignment: return Image.assignmentLine
        case .sub_assignment: return Image.discussionLine
        }
    }

    init(subject: String?, title: String, color: Color, date: Date, route: URL?, type: CalendarEventType) {
        self.subject = subject ?? ""
        self.title = title
        self.color = color
        self.date = date
        self.route = route
        self.type = type
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title && lhs.subject == rhs.subject }
    func hash(into hasher: inout Hasher) { hasher.combine(title) }
}

enum K5Preview {
    /// Switches the preview to the K5 (elementary) look.
    static func setupK5Mode() {}
}
