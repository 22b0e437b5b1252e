import SwiftUI

// The home screen's two activity cards side by side.
@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        ActivityCard(activity: Activity(id: 0, title: "Today steps", subtitle: "Goal 10,000", image: "figure.walk",
                                        color: .greenSea, amount: "7,420"))
        ActivityCard(activity: Activity(id: 1, title: "Calories", subtitle: "Goal 600", image: "flame.fill",
                                        color: .alizarin, amount: "412 kcal"))
    }
    .padding()
}
