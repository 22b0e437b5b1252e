// Stubs for Amakaflow/amakaflow-ios-app (r724): an exercise of a workout block and its load, with the
// detail ("4x8", "60 sec") and load ("@ 100kg") texts the row shows. Our own test doubles.
import Foundation

struct ExerciseLoad: Codable, Hashable {
    let value: Double
    let unit: String
}

struct Exercise: Codable, Hashable, Identifiable {
    let id: String
    let name: String
    let canonicalName: String?
    let sets: Int?
    let reps: String?
    let durationSeconds: Int?
    let load: ExerciseLoad?
    let restSeconds: Int?
    let distance: Double?
    let notes: String?
    let focus: String?
    let supersetGroup: Int?

    init(name: String, canonicalName: String?, sets: Int?, reps: String?, durationSeconds: Int?, load: ExerciseLoad?,
         restSeconds: Int?, distance: Double?, notes: String?, focus: String? = nil, supersetGroup: Int?) {
        self.id = UUID().uuidString
        self.name = name
        self.canonicalName = canonicalName
        self.sets = sets
        self.reps = reps
        self.durationSeconds = durationSeconds
        self.load = load
        self.restSeconds = restSeconds
        self.distance = distance
        self.notes = notes
        self.focus = focus
        self.supersetGroup = supersetGroup
    }

    var formattedDetail: String {
        if let sets, let reps { return "\(sets)x\(reps)" }
        if let reps { return "\(reps) reps" }
        if let durationSeconds { return durationSeconds >= 60 ? "\(durationSeconds / 60) min" : "\(durationSeconds) sec" }
        if let distance { return distance >= 1000 ? String(format: "%.1f km", distance / 1000) : "\(Int(distance))m" }
        return ""
    }

    var formattedLoad: String? {
        guard let load else { return nil }
        if load.unit == "bodyweight" { return "BW" }
        let value = load.value.rounded() == load.value ? String(Int(load.value)) : String(load.value)
        return "@ \(value)\(load.unit)"
    }
}
