import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 16) {
        AppCard(iconTitle: "🤑", subTitle: "Income", money: "8.500.000")
        AppCard(iconTitle: "💸", iconSub: "-", subTitle: "Expense", money: "1.245.000", view: false)
    }
    .padding()
    .background(Color(UIColor.systemGroupedBackground))
}
