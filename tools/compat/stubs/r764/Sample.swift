import SwiftUI

// The result report's summary tiles, two to a row.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)], spacing: 12) {
            StatCardView(label: "Starting balance", value: "$25.00")
            StatCardView(label: "Items", value: "4")
            StatCardView(label: "Spent", value: "$24.98")
            StatCardView(label: "Remaining", value: "$0.02")
        }
        .padding(16)
    }
    .background(AppTheme.background)
}
