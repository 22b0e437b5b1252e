import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        NewSessionCard(set: .constant(IntermediateSet(id: 1, workout: "Squat", reps: 12, repeats: 3)), delete: {})
        NewSessionCard(set: .constant(IntermediateSet(id: 2)), delete: {})
    }
    .padding()
}
