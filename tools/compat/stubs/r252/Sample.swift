import EventKit
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let store = EKEventStore()
    let standup = EKEvent(eventStore: store)
    standup.title = "Team stand-up"
    standup.startDate = Calendar.current.date(byAdding: .hour, value: 2, to: Date())
    let dentist = EKEvent(eventStore: store)
    dentist.title = "Dentist"
    dentist.startDate = Calendar.current.date(byAdding: .day, value: 3, to: Date())
    return List {
        EventRow(event: standup)
        EventRow(event: dentist)
    }
}
