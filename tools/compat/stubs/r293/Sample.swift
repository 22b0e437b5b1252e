import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        StatCardView(title: "Completed", value: "18", icon: "checkmark.circle.fill", color: .green)
        StatCardView(title: "Overdue", value: "3", icon: "exclamationmark.circle.fill", color: .red)
    }
    .padding()
    .background(Color(UIColor.systemGroupedBackground))
}
