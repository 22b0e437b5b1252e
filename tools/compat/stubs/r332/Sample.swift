import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        RoundedBadge(text: "drama", color: .steam)
        RoundedBadge(text: "thriller", color: .purple.opacity(0.5))
        RoundedBadge(text: "see all", color: .gray.opacity(0.3))
    }
    .padding()
}

private extension Color {
    static let steam = Color(red: 0.55, green: 0.75, blue: 0.95)
}
