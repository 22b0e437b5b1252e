import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The history screen's stat row, on the app's dark background.
    HStack(spacing: 12) {
        StatCard(icon: "🔥", value: "12", label: "Day streak")
        StatCard(icon: "⏱", value: "16.4h", label: "Avg fast")
        StatCard(icon: "✅", value: "48", label: "Completed")
    }
    .padding()
    .background(Theme.background)
}
