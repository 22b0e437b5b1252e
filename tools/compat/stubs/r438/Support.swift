import SwiftUI
// Stubs for bdpetersen13/PetHealthPro View/Calendar/Supporting Views/EventRow.swift: PetEvent and
// EventType (Model/PetEvent.swift, as there).

struct PetEvent: Identifiable {
    let id = UUID()
    var pet: String
    var type: EventType
    var title: String
    var date: Date
    var time: String
    var notes: String
    var reminder: Int
}

enum EventType: String, CaseIterable {
    case vet = "Vet Visit"
    case grooming = "Grooming"
    case medication = "Medication"
    case vaccination = "Vaccination"
    case other = "Other"

    var color: Color {
        switch self {
        case .vet: .purple
        case .grooming: .green
        case .medication: .blue
        case .vaccination: .yellow
        case .other: .pink
        }
    }
}
