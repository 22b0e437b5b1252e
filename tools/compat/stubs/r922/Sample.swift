import SwiftUI

// The interviews list.
@MainActor func makeSampleRow() -> some View {
    let gig = Event(startsAt: "2025-12-12T20:00:00Z", title: "Friday Night Live", bandName: "The Midnight Owls", id: "e1",
                    physicalAddress: PhysicalAddress(street: "412 Main St", zipCode: "78701", city: "Austin"))
    return List {
        InterviewRowView(interviewViewModel: InterviewViewModel(withInterview: Interview(
            startsAt: "2025-12-12T19:15:00Z", endsAt: "2025-12-12T19:30:00Z", event: gig, id: "i1")))
    }
    .listStyle(.plain)
}
