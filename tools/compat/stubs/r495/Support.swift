import Foundation
// Stubs for ngirmay/HybridTrainer HybridTrainer/Features/Training/Components/WorkoutRow.swift: WorkoutData
// (HybridTrainer/Models/Workout/WorkoutData.swift, without its initializer from a HealthKit workout).

public struct WorkoutData: Codable, Identifiable {
    public let id: String
    public let type: String
    public let startDate: Date
    public let endDate: Date
    public let duration: TimeInterval
    public let distance: Double?
    public let energyBurned: Double?
    public let heartRate: Double?
    public var synced: Bool = false

    public init(id: String, type: String, startDate: Date, endDate: Date, duration: TimeInterval,
                distance: Double?, energyBurned: Double?, heartRate: Double?, synced: Bool = false) {
        self.id = id
        self.type = type
        self.startDate = startDate
        self.endDate = endDate
        self.duration = duration
        self.distance = distance
        self.energyBurned = energyBurned
        self.heartRate = heartRate
        self.synced = synced
    }
}
