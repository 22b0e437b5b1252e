// Stubs shared by the JFCaBa/ClubDeLucha rows (r649–r651): the Fight and Training models
// (Features/Home/Models/Fight.swift, Features/Schedule/Models/Training.swift; the class types' titles and
// colours) and MockData's samples the previews read. Our own test doubles.
import SwiftUI

struct Fight: Codable, Identifiable {
    let id: String
    let title: String
    let date: Date
    let location: String
}

struct Training: Codable, Identifiable {
    let id: String
    let title: String
    let trainer: String?
    let location: String
    let startTime: Date
    let endTime: Date
    let type: TrainingType

    enum TrainingType: Codable {
        case gi, noGi, juniors, women, allLevels

        var title: String {
            switch self {
            case .gi: return "Gi"
            case .noGi: return "No-Gi"
            case .juniors: return "Juniors"
            case .women: return "Women"
            case .allLevels: return "All Levels"
            }
        }

        var color: Color {
            switch self {
            case .gi, .allLevels: return .blue
            case .noGi: return .orange
            case .juniors: return .green
            case .women: return .indigo
            }
        }
    }
}

enum MockData {
    static let base = Date(timeIntervalSince1970: 1_764_352_800) // a Friday, 18:00 UTC
    static let fight = Fight(id: "f1", title: "Copa Club de Lucha", date: base.addingTimeInterval(86_400 * 8),
                             location: "Pabellón Municipal")
    static let fights = [
        fight,
        Fight(id: "f2", title: "Open de Invierno", date: base.addingTimeInterval(86_400 * 22), location: "Madrid Arena"),
    ]
    static let training = Training(id: "t1", title: "Gi Fundamentals", trainer: "Carlos", location: "Tatami 1",
                                   startTime: base, endTime: base.addingTimeInterval(5400), type: .gi)
    static let trainings = [
        training,
        Training(id: "t2", title: "No-Gi", trainer: nil, location: "Tatami 2",
                 startTime: base.addingTimeInterval(5400), endTime: base.addingTimeInterval(9000), type: .noGi),
    ]
}
