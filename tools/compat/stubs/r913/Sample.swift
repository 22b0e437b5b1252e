import SwiftUI

// The medication list's recommendation symbols, one of each style.
@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 16) {
        MedicationRecommendationSymbol(type: .targetDoseReached)
        MedicationRecommendationSymbol(type: .improvementAvailable)
        MedicationRecommendationSymbol(type: .morePatientObservationsRequired)
        MedicationRecommendationSymbol(type: .notStarted)
    }
    .padding()
}
