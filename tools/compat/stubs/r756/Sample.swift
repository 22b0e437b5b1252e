import SwiftUI

// Insights: the health categories in a row under the overall score.
@MainActor func makeSampleRow() -> some View {
    let categories = [
        HealthCategory(name: "Savings", score: 85, weight: 0.2, status: .excellent, recommendation: "", actionItems: []),
        HealthCategory(name: "Tax Efficiency", score: 68, weight: 0.2, status: .good, recommendation: "", actionItems: []),
        HealthCategory(name: "Income Growth", score: 52, weight: 0.3, status: .fair, recommendation: "", actionItems: []),
        HealthCategory(name: "Deductions", score: 31, weight: 0.3, status: .poor, recommendation: "", actionItems: []),
    ]
    return ScrollView {
        HStack(spacing: 16) {
            ForEach(categories, id: \.name) { category in
                CategoryMiniCard(category: category)
                    .frame(maxWidth: .infinity)
            }
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground))
        .cornerRadius(16)
        .padding()
    }
    .background(Color(.systemGroupedBackground))
}
