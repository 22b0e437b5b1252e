import SwiftUI

// Three habit cards' progress labels: a small target, a four-digit one and a large one.
@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        Habit.ProgressLabel(value: 6, target: 8, unit: "glass")
            .frame(width: 100, height: 90)
            .background(RoundedRectangle(cornerRadius: 16).fill(Color.blue.opacity(0.12)))
        Habit.ProgressLabel(value: 3420, target: 8000, unit: "step")
            .frame(width: 100, height: 90)
            .background(RoundedRectangle(cornerRadius: 16).fill(Color.green.opacity(0.12)))
        Habit.ProgressLabel(value: 12500, target: 20000, unit: "meter")
            .frame(width: 100, height: 90)
            .background(RoundedRectangle(cornerRadius: 16).fill(Color.orange.opacity(0.12)))
    }
    .padding()
}
