import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        BadgeView(text: "MOST POPULAR", backgroundColor: .yellow)
        BadgeView(text: "BEST VALUE", backgroundColor: .green.opacity(0.6))
    }
    .padding()
}
