// Stand-in for ENGAGE-HF's MedicationRecommendationSymbol (itself a row of this half, r913): a coloured circle.
import SwiftUI

struct MedicationRecommendationSymbol: View {
    let type: MedicationRecommendationType

    var body: some View {
        Circle()
            .fill(type.style.color)
            .frame(width: 35, height: 35)
    }
}
