// Stubs for dugganss/RepTally RepTally/Shared/Views/NewSessionCard.swift (what the row uses from elsewhere
// in its app: Features/Enums/Exercise.swift and Features/Models/IntermediateSet.swift).

enum Exercise: CaseIterable, CustomStringConvertible {
    case squat
    case situp
    case bicepcurl

    var description: String {
        switch self {
        case .squat: "Squat"
        case .situp: "Sit Up"
        case .bicepcurl: "Bicep Curl"
        }
    }
}

struct IntermediateSet: Identifiable {
    var id: Int
    var workout: String = ""
    var reps: Int = 0
    var repeats: Int = 0
}
