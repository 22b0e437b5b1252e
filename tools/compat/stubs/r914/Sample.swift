import SwiftUI

// The medications list: two recommendations.
@MainActor func makeSampleRow() -> some View {
    let dosage = DosageInformation(currentSchedule: [DoseSchedule(frequency: 2, quantity: [25])],
                                   targetSchedule: [DoseSchedule(frequency: 2, quantity: [50])], unit: "mg")
    return List {
        RecommendationSummary(medication: MedicationDetails(id: "m1", title: "Carvedilol", subtitle: "Beta Blockers",
                                                            description: "", videoPath: nil, type: .improvementAvailable,
                                                            dosageInformation: dosage))
        RecommendationSummary(medication: MedicationDetails(id: "m2", title: "Lisinopril", subtitle: "ACE Inhibitors",
                                                            description: "", videoPath: nil, type: .targetDoseReached,
                                                            dosageInformation: dosage))
    }
}
