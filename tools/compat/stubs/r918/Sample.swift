import SwiftUI

// The budgets screen on the app's dark background.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 8) {
            BudgetRow(budget: BudgetModel(dict: ["name": "Auto & Transport", "icon": "auto_&_transport", "spend_amount": "25.99",
                                                 "total_amount": "400", "left_amount": "250.01", "color": Color.secondaryG]))
            BudgetRow(budget: BudgetModel(dict: ["name": "Entertainment", "icon": "entertainment", "spend_amount": "50.99",
                                                 "total_amount": "600", "left_amount": "300.01", "color": Color.secondaryC]))
        }
        .padding(.horizontal, 20)
    }
    .background(Color.grayC)
}
