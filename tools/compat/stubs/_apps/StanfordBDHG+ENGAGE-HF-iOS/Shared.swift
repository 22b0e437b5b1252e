// Stubs for StanfordBDHG/ENGAGE-HF-iOS (r912–r914): the medication recommendation, its details and dosage
// (Managers/MedicationsManager/MedicationDetails.swift, without the Firestore wrapper), the recommendation
// style's colours (Medications/RecommendationStyle.swift) and the measurement display
// (ReusableElements/DisplayMeasurement.swift). Our own test doubles with the app's names and values.
import SwiftUI

enum RecommendationStyle: CaseIterable {
    case targetReached, improvementAvailable, actionRequired, notStarted

    var color: Color {
        switch self {
        case .targetReached: .green
        case .improvementAvailable: .yellow
        case .actionRequired: .blue.opacity(0.6)
        case .notStarted: .gray.opacity(0.6)
        }
    }
}

enum MedicationRecommendationType: String, Decodable {
    case targetDoseReached
    case personalTargetDoseReached
    case improvementAvailable
    case morePatientObservationsRequired
    case moreLabObservationsRequired
    case notStarted
    case noActionRequired

    var style: RecommendationStyle {
        switch self {
        case .targetDoseReached, .personalTargetDoseReached: .targetReached
        case .improvementAvailable: .improvementAvailable
        case .moreLabObservationsRequired, .morePatientObservationsRequired: .actionRequired
        case .noActionRequired, .notStarted: .notStarted
        }
    }
}

struct DoseSchedule: Hashable, Decodable {
    let frequency: Double
    let quantity: [Double]
}

struct DosageInformation: Decodable {
    let currentSchedule: [DoseSchedule]
    let targetSchedule: [DoseSchedule]
    let unit: String
}

struct MedicationDetails: Identifiable {
    var id: String?
    let title: String
    let subtitle: String
    let description: String
    let videoPath: String?
    let type: MedicationRecommendationType
    let dosageInformation: DosageInformation
}

struct DisplayMeasurement: View {
    let quantity: String?
    let units: String?
    let type: String
    @ScaledMetric var quantityTextSize: CGFloat

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text(quantity ?? "N/A")
                .font(.system(size: quantity == nil ? quantityTextSize * 0.8 : quantityTextSize, weight: .semibold, design: .rounded))
            if let units {
                Text(units)
                    .font(.title3)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
