import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let day: TimeInterval = 86400
    let now = Date()
    return VStack(spacing: 12) {
        VaccinationRow(vaccination: Vaccination(id: UUID(), name: "Rabies", date: now.addingTimeInterval(-300 * day),
                                                nextDue: now.addingTimeInterval(65 * day), provider: "Riverside Animal Clinic",
                                                notes: "3-year vaccine"))
        VaccinationRow(vaccination: Vaccination(id: UUID(), name: "Bordetella", date: now.addingTimeInterval(-400 * day),
                                                nextDue: now.addingTimeInterval(-35 * day), provider: "Dr. Patel", notes: nil))
    }
    .padding()
    .background(Color(UIColor.systemGroupedBackground))
}
