import Foundation
import Testing
import HealthKit

/// HealthKit as rows use it: quantities read in any unit of their dimension, workouts as code
/// makes them, and a store with no data (a render reads no one's health records).
@Suite struct HealthKitTests {
    @Test func quantitiesConvertBetweenUnitsOfTheirDimension() {
        let run = HKQuantity(unit: .meter(), doubleValue: 1609.344)
        #expect(abs(run.doubleValue(for: .mile()) - 1) < 1e-12)
        #expect(abs(run.doubleValue(for: .meterUnit(with: .kilo)) - 1.609344) < 1e-12)
        let energy = HKQuantity(unit: .kilocalorie(), doubleValue: 1)
        #expect(abs(energy.doubleValue(for: .jouleUnit(with: .kilo)) - 4.184) < 1e-9)
        let pulse = HKQuantity(unit: .count().unitDivided(by: .minute()), doubleValue: 60)
        #expect(abs(pulse.doubleValue(for: .count().unitDivided(by: .second())) - 1) < 1e-12)
        let fever = HKQuantity(unit: .degreeCelsius(), doubleValue: 38)
        #expect(abs(fever.doubleValue(for: .degreeFahrenheit()) - 100.4) < 1e-9)
        #expect(run.doubleValue(for: .gram()).isNaN)
        #expect(!run.is(compatibleWith: .second()))
    }

    @Test func workoutsAndTheStore() async {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let workout = HKWorkout(activityType: .running, start: start, end: start.addingTimeInterval(1800),
                                totalDistance: HKQuantity(unit: .mile(), doubleValue: 3.1))
        #expect(workout.duration == 1800 && workout.workoutActivityType == .running)
        #expect(abs((workout.totalDistance?.doubleValue(for: .mile()) ?? 0) - 3.1) < 1e-12)
        #expect(!HKHealthStore.isHealthDataAvailable())
        let store = HKHealthStore()
        await #expect(throws: HKError.self) { try await store.requestAuthorization(toShare: [], read: [HKObjectType.workoutType()]) }
        #expect(HKObjectType.quantityType(forIdentifier: .stepCount) == HKQuantityType(.stepCount))
    }
}
