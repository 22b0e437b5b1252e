import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The scrums list: each card on its theme colour as the list row background.
    NavigationStack {
        List(DailyScrum.sampleData) { scrum in
            CardView(scrum: scrum)
                .listRowBackground(scrum.theme.mainColor)
        }
        .navigationTitle("Daily Scrums")
    }
}
