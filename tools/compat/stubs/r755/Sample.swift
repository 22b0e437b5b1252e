import SwiftUI

// Insights: the recommended actions inside the financial health card.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(alignment: .leading, spacing: 0) {
            Text("Recommended Actions").font(.headline)
            ActionItemRow(item: ActionItem(title: "Increase DSOP contribution", description: "Boost your savings rate by 2%",
                                           priority: .high, category: .savings, estimatedImpact: 15, timeframe: "1-2 months"))
            Divider()
            ActionItemRow(item: ActionItem(title: "Review tax deductions", description: "Claim the full Section 80C limit",
                                           priority: .medium, category: .tax, estimatedImpact: 8.5, timeframe: "This quarter"))
            Divider()
            ActionItemRow(item: ActionItem(title: "Track monthly spending", description: "",
                                           priority: .low, category: .budgeting, estimatedImpact: 4, timeframe: "Ongoing"))
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground))
        .cornerRadius(16)
        .padding()
    }
    .background(Color(.systemGroupedBackground))
}
