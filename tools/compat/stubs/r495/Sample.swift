import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let start = Date(timeIntervalSince1970: 1_764_000_000)
    func workout(_ id: String, _ type: String, daysAgo: Double, minutes: Double, miles: Double?) -> WorkoutData {
        let begin = start.addingTimeInterval(-daysAgo * 86_400)
        return WorkoutData(id: id, type: type, startDate: begin, endDate: begin.addingTimeInterval(minutes * 60),
                           duration: minutes * 60, distance: miles, energyBurned: nil, heartRate: nil)
    }
    // ProgramDetailsView lists the program's workouts.
    return List {
        Section("This week") {
            WorkoutRow(workout: workout("w1", "Running", daysAgo: 0, minutes: 52, miles: 6.2))
            WorkoutRow(workout: workout("w2", "Cycling", daysAgo: 1, minutes: 95, miles: 24.8))
            WorkoutRow(workout: workout("w3", "Weight Training", daysAgo: 3, minutes: 45, miles: nil))
        }
    }
}
