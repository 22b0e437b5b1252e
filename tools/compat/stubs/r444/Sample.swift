import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        GoalCard(title: "Emergency fund", subtitle: "On track", progress: 0.62, currentValue: "$6,200",
                 targetValue: "$10,000", totalProgress: "62% of your goal saved")
        GoalCard(title: "Vacation to Japan", subtitle: "Behind by $300", progress: 0.28, currentValue: "$1,120",
                 targetValue: "$4,000", totalProgress: "28% of your goal saved")
    }
    .padding()
    .background(Color(UIColor.systemGroupedBackground))
}
