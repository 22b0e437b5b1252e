import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let events = SampleData.sampleEvents + [
        Event(description: nil, id: 3, title: "Sunday Brunch", startTimestamp: 1_764_417_600),
    ]
    // The calendar's day list shows the events as rows in a plain list.
    return List(events, id: \.id) { event in
        EventRow(event: event)
    }
    .listStyle(.plain)
}
