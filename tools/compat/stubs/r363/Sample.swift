import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As in the file's preview.
    ExerciseCard()
        .padding()
}
