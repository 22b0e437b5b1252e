import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 8) {
        SetRow(labels: .constant(["reps", "kg"]))
        SetRow(labels: .constant(["reps", "kg"]))
    }
    .padding()
}
