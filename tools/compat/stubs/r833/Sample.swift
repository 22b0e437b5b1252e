import SwiftUI

// A pet's logged poop events.
@MainActor func makeSampleRow() -> some View {
    let start = Date(timeIntervalSince1970: 1_764_300_000)
    let events = (0..<3).map { index in
        DBPoop(id: "d\(index)", dateAndTime: start.addingTimeInterval(Double(-index) * 30_000), consistency: "Normal",
               color: "Brown", bloodOrMucus: false, foreignObjects: false,
               tint: index == 1 ? "expenseCardColor3" : "expenseCardColor1", petId: "p1")
    }
    return ScrollView {
        VStack(spacing: 10) {
            ForEach(events) { event in
                PoopEventCardView(poop: event)
            }
        }
        .padding()
    }
}
