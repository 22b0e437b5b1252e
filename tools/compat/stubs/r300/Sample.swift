import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        BadgeView(text: "Groceries")
        BadgeView(text: "Transport")
        BadgeView(text: "Bills")
    }
    .padding()
}
