import SwiftUI

// The home screen's recent transactions.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(alignment: .leading, spacing: 0) {
            Text("Transactions").font(.title2).bold().padding(.horizontal)
            ForEach(0..<3, id: \.self) { _ in
                TransactionRow()
            }
        }
        .padding(.vertical)
    }
}
