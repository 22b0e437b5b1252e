import SwiftUI

// The events list under the calendar.
@MainActor func makeSampleRow() -> some View {
    let day = Date(timeIntervalSince1970: 1_764_320_400)
    let events = [
        Event(eventType: .social, date: day, note: "Food bank fundraiser"),
        Event(eventType: .sport, date: day.addingTimeInterval(86_400 * 2), note: "Charity 5K"),
        Event(eventType: .work, date: day.addingTimeInterval(86_400 * 5), note: "Board meeting"),
    ]
    return List(events) { event in
        ListViewRow(event: event, formType: .constant(nil))
    }
}
