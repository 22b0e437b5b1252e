import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        PillButton(title: "Add / edit habit", icon: "✏️") {}
        PillButton(title: "Go to analysis dashboard", icon: "📊", iconPosition: .trailing) {}
    }
    .padding()
    .background(Color.backgroundCream)
}
