import SwiftUI

// The finance tab's recent expenses.
@MainActor func makeSampleRow() -> some View {
    let day = Date(timeIntervalSince1970: 1_764_300_000)
    return ScrollView {
        VStack(spacing: 12) {
            ExpenseItemView(title: "Chicken rice", date: day, amount: 4.5, category: "food")
            ExpenseItemView(title: "MRT top-up", date: day.addingTimeInterval(-86_400), amount: 20, category: "transport")
            ExpenseItemView(title: "Spotify", date: day.addingTimeInterval(-86_400 * 3), amount: 11.98,
                            category: "subscriptions")
        }
        .padding()
    }
}
