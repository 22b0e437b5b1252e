import SwiftUI

// Seeder, leecher and size figures as a search result shows them.
@MainActor func makeSampleRow() -> some View {
    List {
        HStack(spacing: 10) {
            StatItem(icon: "arrow.up.circle.fill", value: "1204", color: .green)
            StatItem(icon: "arrow.down.circle.fill", value: "37", color: .orange)
            Spacer()
            StatItem(icon: "tray.full.fill", value: "6.39 GB", color: .secondary)
        }
        .font(.footnote)
    }
}
