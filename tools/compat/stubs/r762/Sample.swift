import SwiftUI
import SwiftData

// A card's detail: its transactions on the app's background.
@MainActor func makeSampleRow() -> some View {
    let container = try! ModelContainer(for: CardTransaction.self,
                                        configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let base = Date(timeIntervalSince1970: 1_764_300_000)
    let transactions = [
        CardTransaction(note: "Morning coffee", amountInCents: 475, createdAt: base),
        CardTransaction(note: "Groceries", amountInCents: 3_218, createdAt: base.addingTimeInterval(-90_000)),
        CardTransaction(note: "", amountInCents: 1_000, createdAt: base.addingTimeInterval(-400_000)),
    ]
    transactions.forEach { container.mainContext.insert($0) }
    return ScrollView {
        VStack(spacing: 10) {
            ForEach(transactions) { transaction in
                TransactionRowView(transaction: transaction)
            }
        }
        .padding(16)
    }
    .background(AppTheme.background)
    .modelContainer(container)
}
