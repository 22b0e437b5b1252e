import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        StatusBadge(text: "Active", color: .green)
        StatusBadge(text: "Paused", color: .orange)
        StatusBadge(text: "Cancelled", color: .gray)
    }
    .padding()
}
