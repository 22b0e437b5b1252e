import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // Four transactions on a white card with rounded corners, inset from the screen's edges.
    ScrollView {
        VStack {
            TransactionRow()
            TransactionRow()
            TransactionRow()
            TransactionRow()
        }
        .background(RoundedRectangle(cornerRadius: 20).fill(Color.white))
        .padding(.horizontal)
    }
    .background(Color(.systemGroupedBackground))
}
