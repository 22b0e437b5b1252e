import SwiftUI

@MainActor func makeSampleRow() -> some View {
    TransactionRow(transaction: Transaction(
        id: UUID(),
        amount: 249.5,
        note: "Lunch with team",
        category: Category(id: UUID(), name: "Food", icon: "fork.knife", color: "orange"),
        date: Date(),
        type: .expense
    ))
}
