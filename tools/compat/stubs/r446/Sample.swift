import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        BillRow(bill: Bill(title: "LinkedIn Gold", amount: 9.99, dueDate: "New"))
        BillRow(bill: Bill(title: "Spotify", amount: 7.50, dueDate: "New"))
        BillRow(bill: Bill(title: "Netflix", amount: 15.00, dueDate: "+$5.50"))
    }
    .padding()
    .background(Color(UIColor.systemGroupedBackground))
}
