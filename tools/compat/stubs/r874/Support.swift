// Stubs for bryanOrtiz/fitness (r874): the activity factors of the daily caloric intake calculator
// (DailyCaloricIntake/ActivityFactor/ActivityFactorView.swift), with descriptions in our own words. Our own
// test double with the app's names.
import Foundation

enum ActivityFactor: String, CaseIterable, Identifiable {
    case sedentary
    case light
    case moderate
    case high
    case extraHigh

    var id: String { rawValue }

    var factorValue: Double {
        switch self {
        case .sedentary: return 1.2
        case .light: return 1.375
        case .moderate: return 1.55
        case .high: return 1.725
        case .extraHigh: return 1.9
        }
    }

    var title: String {
        switch self {
        case .sedentary: return "Sedentary"
        case .light: return "Light"
        case .moderate: return "Moderate"
        case .high: return "High"
        case .extraHigh: return "Extra High"
        }
    }

    var detail: String {
        switch self {
        case .sedentary: return "Desk job, little or no exercise"
        case .light: return "Light exercise 1-3 days a week"
        case .moderate: return "Moderate exercise 3-5 days a week"
        case .high: return "Hard exercise 6-7 days a week"
        case .extraHigh: return "Physical job plus daily training"
        }
    }
}
