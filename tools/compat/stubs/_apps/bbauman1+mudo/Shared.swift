// Stubs for bbauman1/mudo shared by its rows (r726–r728): the app's own Measurement type (a unit and its
// significant digits; it shadows Foundation's), the Health data types and workout entries the cards show,
// and the mood log's history entry with its moods. Our own test doubles with the app's names.
import Foundation

enum Measurement {
    case time(Time)
    case distance
    case calories
    case custom(String)

    enum Time {
        case minutes, hours
        var unit: String { self == .minutes ? "min" : "hr" }
    }

    var unit: String {
        switch self {
        case .time(let time): return time.unit
        case .distance: return "mi"
        case .calories: return "cal"
        case .custom(let unit): return unit
        }
    }

    var significantDigits: Int {
        if case .distance = self { return 2 }
        return 0
    }
}

enum HealthDataType: Int, CaseIterable {
    case stepCount, exerciseTime, standTime, activeEnergyBurned, distanceWalkingRunning, distanceCycling

    var symbolName: String {
        switch self {
        case .stepCount: return "figure.walk.circle.fill"
        case .exerciseTime: return "hourglass"
        case .standTime: return "figure.stand"
        case .activeEnergyBurned: return "bolt.fill"
        case .distanceWalkingRunning: return "figure.walk"
        case .distanceCycling: return "bicycle"
        }
    }

    var measurement: Measurement {
        switch self {
        case .stepCount: return .custom("steps")
        case .exerciseTime, .standTime: return .time(.minutes)
        case .activeEnergyBurned: return .calories
        case .distanceWalkingRunning, .distanceCycling: return .distance
        }
    }

    var displayName: String {
        switch self {
        case .stepCount: return "Step count"
        case .exerciseTime: return "Exercise time"
        case .standTime: return "Stand time"
        case .activeEnergyBurned: return "Active energy"
        case .distanceWalkingRunning: return "Walking + running"
        case .distanceCycling: return "Cycling"
        }
    }
}

struct WorkoutEntry: Identifiable {
    let id = UUID()
    let workoutName: String
    let durationValue: Double
    let durationMeasurement: Measurement
    let energyValue: Double
    let energyMeasurement: Measurement
}

enum Mood: CaseIterable, Codable {
    case happy, energized, chillin, tired, anxious

    var emoji: String {
        switch self {
        case .happy: return "😄"
        case .energized: return "⚡️"
        case .chillin: return "😎"
        case .tired: return "😴"
        case .anxious: return "😬"
        }
    }

    var displayName: String {
        switch self {
        case .happy: return "Happy"
        case .energized: return "Energized"
        case .chillin: return "Chillin'"
        case .tired: return "Tired"
        case .anxious: return "Anxious"
        }
    }

    var emojiWithName: String { emoji + " " + displayName }
}

struct HistoryEntry: Identifiable {
    let id = UUID()
    let mood: Mood
    let dateString: String
    let dateStringAbbreviated: String
    let date: Date
    let note: String
}
