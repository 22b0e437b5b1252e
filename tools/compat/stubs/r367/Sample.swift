import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        PlanCard(plan: FastingPlan.plans[0], isSelected: true, onTap: {})
        PlanCard(plan: FastingPlan.plans[1], isSelected: false, onTap: {})
        PlanCard(plan: FastingPlan.plans[4], isSelected: false, onTap: {})
    }
    .padding()
    .background(Theme.background)
}
