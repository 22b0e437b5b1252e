import ClendarTheme
import EventKit
import SwiftUI
// Stubs shared by the rows of vinhnx/Clendar (what they use from elsewhere in the app). The
// app's event model wraps EventKit's EKEvent, which is Apple's: it is imported, not stubbed.

// Clendar/Models/ClendarEvent.swift
extension EKEvent: Identifiable {
    func isExpired() -> Bool {
        if hasRecurrenceRules { return false }
        return startDate < Date()
    }
}

class ClendarEvent: Hashable, Identifiable {
    init(event: EKEvent?) {
        self.event = event
        id = event?.eventIdentifier
    }

    var id: String?

    var event: EKEvent? {
        didSet { id = event?.eventIdentifier }
    }

    static func == (lhs: ClendarEvent, rhs: ClendarEvent) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

extension ClendarEvent {
    var calendarUIColor: UIColor {
        guard let calendarColor = event?.calendar.cgColor else { return .primaryColor }
        return UIColor(cgColor: calendarColor)
    }

    var calendarColor: Color {
        Color(calendarUIColor)
    }
}

// Clendar/Helper/Extensions/EKEvent+Extensions.swift (the app's 12-hour "h:mm a" default format).
extension EKEvent {
    func durationText(startDateOnly: Bool = false, calendar: Calendar = .current) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.dateFormat = "h:mm a"
        if isAllDay {
            return NSLocalizedString("All day", comment: "")
        } else if startDateOnly {
            return formatter.string(from: startDate)
        } else {
            let startDateString = formatter.string(from: startDate)
            let endDateString = formatter.string(from: endDate)
            return startDate != endDate ? "\(startDateString) - \(endDateString)" : startDateString
        }
    }
}

// Clendar/Helper/Extensions/Color+Theme.swift (the system theme: hueC light, lavixA dark; the app
// builds it with UIColor { traits in … }, which RowFrame's UIColor lacks: the light value here).
extension UIColor {
    static var backgroundColor: UIColor { .hueC }
}

// Clendar/Components/CustomGroupBoxStyle.swift
struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            VStack(alignment: .leading) {
                configuration.label
                configuration.content
            }
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background(Color(.backgroundColor))
        .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

/// A sample event (EventKit's own initializers) for the rows' samples: a meeting later today.
@MainActor func sampleClendarEvent(title: String = "Design review", startingIn hours: Double = 2) -> ClendarEvent {
    let store = EKEventStore()
    let calendar = EKCalendar(for: .event, eventStore: store)
    calendar.title = "Work"
    calendar.cgColor = UIColor.systemOrange.cgColor
    let event = EKEvent(eventStore: store)
    event.title = title
    event.calendar = calendar
    event.startDate = Date().addingTimeInterval(hours * 3600)
    event.endDate = event.startDate.addingTimeInterval(3600)
    return ClendarEvent(event: event)
}
