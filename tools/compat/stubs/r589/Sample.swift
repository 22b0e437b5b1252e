import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The journal's day detail lists the activities done.
    List {
        ActivityRowView(image: Image(systemName: "figure.play"), title: "Pull-ups", count: 10)
        ActivityRowView(image: Image(systemName: "figure.strengthtraining.functional"), title: "Push-ups", count: 25)
        ActivityRowView(image: Image(systemName: "figure.flexibility"), title: "Stretching")
    }
}
