import SwiftUI

// The events list: a venue gig and an online session.
@MainActor func makeSampleRow() -> some View {
    List {
        EventRowView(eventViewModel: EventViewModel(withEvent: Event(
            startsAt: "2025-12-12T20:00:00Z", title: "Friday Night Live", bandName: "The Midnight Owls", id: "e1",
            physicalAddress: PhysicalAddress(label: "The Blue Room", street: "412 Main St", zipCode: "78701", city: "Austin"))))
        EventRowView(eventViewModel: EventViewModel(withEvent: Event(
            startsAt: "2025-12-18T18:30:00Z", title: "Acoustic Session", bandName: "Harbor Lights", id: "e2",
            virtualAddress: VirtualAddress(url: "https://example.com/live"))))
    }
    .listStyle(.plain)
}
