import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        MedicationRow(medication: Medication(id: UUID(), name: "Apoquel", type: "Tablet", dosage: "5.4 mg",
                                             frequency: "Twice daily", schedule: "8:00 AM and 8:00 PM", nextDue: Date()))
        MedicationRow(medication: Medication(id: UUID(), name: "NexGard", type: "Chewable", dosage: "28.3 mg",
                                             frequency: "Monthly", schedule: "1st of every month", nextDue: Date()))
    }
    .padding()
}
