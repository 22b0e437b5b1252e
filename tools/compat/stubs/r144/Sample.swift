import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ExerciseRow(reps: 8, weight: 62.5).font(.body)
}
