import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The schedule's day: the classes as cards in a scroll view.
    ScrollView {
        VStack(spacing: 12) {
            ForEach(MockData.trainings) { training in
                TrainingRowView(training: training)
            }
        }
        .padding()
    }
}
