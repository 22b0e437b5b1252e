import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        ActivityCard(activity: Activity(id: 0, title: "Steps today", subtitle: "Goal 12,000", image: "figure.walk", tintColor: .green, amount: "9,812"))
        ActivityCard(activity: Activity(id: 1, title: "Calories", subtitle: "Goal 600", image: "flame.fill", tintColor: .red, amount: "431"))
    }
    .frame(height: 160)
    .padding()
}
