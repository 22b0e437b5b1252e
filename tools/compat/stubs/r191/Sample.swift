import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        GoalProgressRow(goal: TrainingGoal.mocks.first!)
    }
}
