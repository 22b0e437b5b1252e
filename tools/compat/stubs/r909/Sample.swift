import SwiftUI

// The info tab's link cards.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 12) {
            InfoCardView(title: "Academic Calendar", subtitle: "Semester dates, exam weeks and holidays", url: "https://example.edu/calendar")
            InfoCardView(title: "Library Hours", subtitle: "Open 8 AM – 10 PM on weekdays", url: "https://example.edu/library")
        }
        .padding()
    }
}
