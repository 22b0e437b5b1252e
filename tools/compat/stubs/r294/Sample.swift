import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        StatCard(title: "Files", value: "1,248", icon: "doc.fill", iconColor: .blue)
        StatCard(title: "Open Issues", value: "12", icon: "exclamationmark.triangle.fill", iconColor: .orange)
    }
    .padding()
}
