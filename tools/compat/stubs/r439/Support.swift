import Foundation
// Stubs for bdpetersen13/PetHealthPro View/Pet/SupportingViews/MedicationRow.swift: Medication
// (Model/Medication.swift, as there).

struct Medication: Identifiable {
    let id: UUID
    var name: String
    var type: String
    var dosage: String
    var frequency: String
    var schedule: String
    var nextDue: Date
    var notes: String?
}
