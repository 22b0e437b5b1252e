import SwiftUI

// The search filter's chips on the app's dark base.
@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        FancyChip(text: "Client: Acme", type: .green, action: {})
        FancyChip(text: "Overdue", type: .yellow, icon: "exclamationmark.triangle", action: {})
        FancyChip(text: "Last 7 days", action: {})
    }
    .padding()
    .background(Theme.base)
}
