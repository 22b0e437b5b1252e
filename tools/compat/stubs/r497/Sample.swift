import SwiftUI
import HealthKit

@MainActor func makeSampleRow() -> some View {
    let start = Date(timeIntervalSince1970: 1_764_000_000)
    let run = HKWorkout(activityType: .running, start: start, end: start.addingTimeInterval(3_120),
                        duration: 3_120,
                        totalEnergyBurned: HKQuantity(unit: .kilocalorie(), doubleValue: 612),
                        totalDistance: HKQuantity(unit: .mile(), doubleValue: 6.2),
                        metadata: nil)
    let lift = HKWorkout(activityType: .traditionalStrengthTraining, start: start.addingTimeInterval(-86_400),
                         end: start.addingTimeInterval(-86_400 + 2_700), duration: 2_700,
                         totalEnergyBurned: HKQuantity(unit: .kilocalorie(), doubleValue: 280),
                         totalDistance: nil, metadata: nil)
    return ScrollView {
        VStack(spacing: 16) {
            WorkoutSummaryCard(workout: run)
            WorkoutSummaryCard(workout: lift)
        }
        .padding()
    }
}
