import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        MetricCard(title: "Weight", value: "12.4 kg", description: "Up 0.3 kg this month", status: "Healthy", color: .green)
        MetricCard(title: "Heart rate", value: "118 bpm", description: "Resting, last visit", status: "High", color: .orange)
    }
    .padding()
}
