import SwiftUI
import Habitica_Models

private final class SampleTaskHistory: TaskHistoryProtocol {
    var value: Float
    var isValid: Bool = true
    var isManaged: Bool = false
    var timestamp: Date?
    var taskID: String? = "habit-1"
    var scoredUp: Int
    var scoredDown: Int = 0
    var isDue: Bool = false
    var completed: Bool = false
    init(daysAgo: Double, value: Float, scoredUp: Int) {
        self.timestamp = Date().addingTimeInterval(-daysAgo * 24 * 60 * 60)
        self.value = value
        self.scoredUp = scoredUp
    }
}

@MainActor func makeSampleRow() -> some View {
    let history: [TaskHistoryProtocol] = [
        SampleTaskHistory(daysAgo: 9, value: 0, scoredUp: 1),
        SampleTaskHistory(daysAgo: 6, value: 1.2, scoredUp: 1),
        SampleTaskHistory(daysAgo: 5, value: 2.1, scoredUp: 2),
        SampleTaskHistory(daysAgo: 4, value: 3.4, scoredUp: 1),
        SampleTaskHistory(daysAgo: 3, value: 3.0, scoredUp: 0),
        SampleTaskHistory(daysAgo: 2, value: 5.6, scoredUp: 3),
        SampleTaskHistory(daysAgo: 1, value: 7.8, scoredUp: 2),
        SampleTaskHistory(daysAgo: 0.1, value: 9.1, scoredUp: 1),
    ]
    return HabitProgressView(history: history, up: true, down: false)
        .padding()
}
