import SwiftUI

// Records: incomes and spendings, newest first.
@MainActor func makeSampleRow() -> some View {
    let container = spendingKeeperSampleContainer()
    let day = Date(timeIntervalSince1970: 1_764_300_000)
    let records = [
        SKRecord(recordDate: day, recordDescription: "Groceries", transactionType: .spending, accountName: "Visa", amount: 84.27),
        SKRecord(recordDate: day.addingTimeInterval(-86_400), recordDescription: "Salary", transactionType: .income, accountName: "Checking", amount: 3_250),
        SKRecord(recordDate: day.addingTimeInterval(-3 * 86_400), recordDescription: "Coffee", transactionType: .spending, accountName: "Visa", amount: 4.5),
    ]
    records.forEach { container.mainContext.insert($0) }
    return NavigationStack {
        List(records) { record in
            RecordRowView(record: record)
        }
        .navigationTitle("Records")
    }
    .modelContainer(container)
}
