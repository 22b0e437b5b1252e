import Foundation
// Stubs for andrewcoyle1/DialedIn DialedIn/Components/Views/Goals/GoalProgressRow.swift (what the row uses from elsewhere in its app).

enum GoalType: String, Codable, CaseIterable {
    case strength, volume, consistency, frequency, bodyweight

    var description: String {
        switch self {
        case .strength: return "Strength Goal"
        case .volume: return "Volume Goal"
        case .consistency: return "Consistency Goal"
        case .frequency: return "Frequency Goal"
        case .bodyweight: return "Bodyweight Goal"
        }
    }

    var unit: String {
        switch self {
        case .strength, .volume, .bodyweight: return "kg"
        case .consistency: return "workouts"
        case .frequency: return "per week"
        }
    }
}

struct TrainingGoal: Equatable, Identifiable {
    let id: String
    let type: GoalType
    let targetValue: Double
    var currentValue: Double
    let targetDate: Date?
    let exerciseId: String?

    init(id: String = UUID().uuidString, type: GoalType, targetValue: Double, currentValue: Double = 0,
         targetDate: Date? = nil, exerciseId: String? = nil) {
        self.id = id
        self.type = type
        self.targetValue = targetValue
        self.currentValue = currentValue
        self.targetDate = targetDate
        self.exerciseId = exerciseId
    }

    /// Share of the target reached, capped at 1.
    var progress: Double {
        targetValue > 0 ? min(currentValue / targetValue, 1) : 0
    }

    static var mocks: [TrainingGoal] {
        [
            TrainingGoal(type: .strength, targetValue: 100, currentValue: 85,
                         targetDate: Calendar.current.date(byAdding: .month, value: 2, to: .now), exerciseId: "1"),
            TrainingGoal(type: .volume, targetValue: 50_000, currentValue: 32_000,
                         targetDate: Calendar.current.date(byAdding: .month, value: 1, to: .now)),
            TrainingGoal(type: .consistency, targetValue: 24, currentValue: 16,
                         targetDate: Calendar.current.date(byAdding: .month, value: 2, to: .now)),
        ]
    }
}
