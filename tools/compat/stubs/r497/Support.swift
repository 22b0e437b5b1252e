import HealthKit
// Stubs for ngirmay/HybridTrainer HybridTrainer/Features/Workout/Views/WorkoutSummaryCard.swift: the app's
// HKWorkoutActivityType.name (HybridTrainer/Extensions/HealthKit+Extensions.swift: its names, our own lookup).

extension HKWorkoutActivityType {
    /// The app's names for the activity types it shows; anything else is a "Workout".
    var name: String {
        let names: [(HKWorkoutActivityType, String)] = [
            (.running, "Running"), (.cycling, "Cycling"), (.walking, "Walking"), (.swimming, "Swimming"),
            (.hiking, "Hiking"), (.yoga, "Yoga"), (.functionalStrengthTraining, "Strength Training"),
            (.traditionalStrengthTraining, "Weight Training"), (.crossTraining, "Cross Training"),
            (.mixedCardio, "Mixed Cardio"),
        ]
        return names.first { $0.0 == self }?.1 ?? "Workout"
    }
}
