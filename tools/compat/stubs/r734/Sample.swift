import SwiftUI
import EVEAPI

// Character › Calendar: the upcoming events in a grouped list inside the navigation stack.
@MainActor func makeSampleRow() -> some View {
    typealias Event = ESI.Characters.CharacterID.Calendar.Success
    let events = [
        Event(eventDate: Date(timeIntervalSince1970: 1_764_250_000), eventID: 1, eventResponse: .accepted, importance: 1, title: "Fleet op: Delve"),
        Event(eventDate: Date(timeIntervalSince1970: 1_764_330_000), eventID: 2, eventResponse: .tentative, importance: 0, title: "Corp meeting"),
        Event(eventDate: Date(timeIntervalSince1970: 1_764_400_000), eventID: nil, eventResponse: nil, importance: 0, title: "Structure timer"),
    ]
    return NavigationView {
        List {
            ForEach(events, id: \.self) { EventCell(event: $0) }
        }
        .listStyle(.grouped)
        .navigationTitle("Calendar")
    }
}
