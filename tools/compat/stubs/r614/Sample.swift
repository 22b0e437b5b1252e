import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The food item info popup stacks its cards in a scroll view.
    ScrollView {
        VStack(spacing: 12) {
            FoodInfoCard(icon: "info.circle.fill", title: "Notes",
                         content: "Estimated from a standard restaurant portion of 250 g.", color: .blue)
            FoodInfoCard(icon: "exclamationmark.triangle.fill", title: "Caution",
                         content: "Sauce carbohydrates may vary.", color: .orange, embedIcon: true)
        }
        .padding()
    }
}
