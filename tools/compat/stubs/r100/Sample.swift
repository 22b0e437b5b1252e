import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        TransactionRow(transaction: Transaction(title: "Lunch at Joe's", amount: 14.5,
                                                date: Date(timeIntervalSince1970: 1_735_900_000), category: .food))
        TransactionRow(transaction: Transaction(title: "Uber to airport", amount: 38.2,
                                                date: Date(timeIntervalSince1970: 1_735_700_000), category: .transportation))
        TransactionRow(transaction: Transaction(title: "Electricity bill", amount: 92,
                                                date: Date(timeIntervalSince1970: 1_735_500_000), category: .utilities))
    }
}
