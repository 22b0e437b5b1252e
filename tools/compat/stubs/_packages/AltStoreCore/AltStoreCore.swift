import Foundation
// Stub of rileytestut/AltStore's framework AltStoreCore: the date helper the corpus rows use
// (Extensions/Date+RelativeDate.swift).

public extension Date {
    /// Whole calendar days from `date`'s day to this date's day.
    func numberOfCalendarDays(since date: Date) -> Int {
        let today = Calendar.current.startOfDay(for: self)
        let previousDay = Calendar.current.startOfDay(for: date)
        let components = Calendar.current.dateComponents([.day], from: previousDay, to: today)
        return components.day!
    }
}
