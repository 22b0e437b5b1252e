import SwiftUI

// The home dashboard's three stats.
@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        StatCardView(icon: "flame.fill", value: "12", label: "Workouts")
        StatCardView(icon: "clock.fill", value: "6.5h", label: "Total time", color: CoachiTheme.secondary)
        StatCardView(icon: "heart.fill", value: "148", label: "Avg BPM", color: CoachiTheme.danger)
    }
    .padding()
    .background(Color(hex: "EEF3FF"))
}
