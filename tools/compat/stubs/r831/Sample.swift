import SwiftUI

// The expense screen's list of cards.
@MainActor func makeSampleRow() -> some View {
    let day = Date(timeIntervalSince1970: 1_764_300_000)
    let expenses = [
        DBExpense(id: "e1", title: "Kibble 12 kg", amount: 64.99, category: .food, dateAdded: day, tint: "expenseCardColor1"),
        DBExpense(id: "e2", title: "Annual check-up", amount: 120, category: .vet,
                  dateAdded: day.addingTimeInterval(-86_400 * 9), tint: "expenseCardColor3"),
        DBExpense(id: "e3", title: "Nail trim", amount: 18.5, category: .grooming,
                  dateAdded: day.addingTimeInterval(-86_400 * 20), tint: "expenseCardColor2"),
    ]
    return ScrollView {
        VStack(spacing: 12) {
            ForEach(expenses) { expense in
                ExpenseCardView(expense: expense)
                    .frame(height: 80)
            }
        }
        .padding()
    }
    .background(Color("bgColor"))
}
