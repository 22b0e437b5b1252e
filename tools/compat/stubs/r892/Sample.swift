import SwiftUI

// The workout screen's three metrics in a row.
@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        MetricCard(title: "Distance", value: "5.24 km", icon: "location")
        MetricCard(title: "Time", value: "28:41", icon: "clock")
        MetricCard(title: "Pace", value: "5:28 /km", icon: "speedometer")
    }
    .padding()
}
