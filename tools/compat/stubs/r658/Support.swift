// Stubs for TikhonP/medsenger-ios-app (r658): the Date helpers (ObjectExtensions/Date+isEqual.swift) and the
// DateFormatter formats (ObjectExtensions/DateFormatter+Formats.swift) the chat row's date label uses.
// Our own test doubles.
import Foundation

extension Date {
    var isInToday: Bool { Calendar.current.isDateInToday(self) }
    var isInThisWeek: Bool { Calendar.current.isDate(self, equalTo: Date(), toGranularity: .weekOfYear) }
    var isInThisYear: Bool { Calendar.current.isDate(self, equalTo: Date(), toGranularity: .year) }
}

extension DateFormatter {
    static let dayOfWeekFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EE"
        return formatter
    }()

    static let ddMMFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "dd.MM"
        return formatter
    }()

    static let ddMMYYYYFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "dd.MM.yyyy"
        return formatter
    }()
}
