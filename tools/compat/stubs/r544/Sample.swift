import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // TransactionsView: the rows stacked on a white rounded card.
    ScrollView {
        LazyVStack {
            ForEach(0..<4, id: \.self) { _ in
                TransactionRow()
            }
        }
        .background(Color.white)
        .cornerRadius(20)
        .padding(.horizontal)
    }
    .background(Color(.systemGroupedBackground))
}
