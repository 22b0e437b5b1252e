import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        Chip(title: "Behavioural", isSelected: true)
        Chip(title: "Technical")
        Chip(title: "Leadership", action: {})
    }
    .padding()
}
