import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        Pill(label: "Below", color: .orange)
        Pill(label: "Baseline", color: .blue)
        Pill(label: "Above", color: .green)
    }
    .padding()
}
