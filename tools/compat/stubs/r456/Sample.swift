import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let day: TimeInterval = 86400
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    return VStack(spacing: 12) {
        CardTransaction(transaction: TransactionModel(category: "Salary", date: now, amount: 8_500_000, status: true))
        CardTransaction(transaction: TransactionModel(category: "Groceries", date: now.addingTimeInterval(-day), amount: 245_000, status: false))
        CardTransaction(transaction: TransactionModel(category: "Transport", date: now.addingTimeInterval(-3 * day), amount: 60_000, status: false))
    }
    .padding()
}
