import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // A knowledge topic: the overview card at the top of the grouped scroll view.
    ZStack {
        Color(.systemGroupedBackground).ignoresSafeArea()
        ScrollView {
            OverviewCard(bullets: [
                "Anträge brauchen eine **klare** Begründung",
                "Fristen stehen in der Geschäftsordnung",
                "Änderungsanträge sind jederzeit möglich",
            ])
            .padding()
        }
    }
}
