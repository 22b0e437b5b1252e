import Foundation
// Stubs for bdpetersen13/PetHealthPro View/Pet/SupportingViews/VaccinationRow.swift: Vaccination
// (Model/Vaccination.swift, as there).

struct Vaccination: Identifiable {
    let id: UUID
    var name: String
    var date: Date
    var nextDue: Date
    var provider: String
    var notes: String?
}
