import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The count of exercises in the current workout, on the tab's icon and on a title.
    HStack(spacing: 32) {
        Image(systemName: "dumbbell.fill")
            .font(.title)
            .modifier(BadgeModifire(quantity: 3))
        Text("Workout")
            .font(.title2.bold())
            .modifier(BadgeModifire(quantity: 12, isForTitle: true))
        BadgeView(number: 7)
    }
    .padding()
}
