import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let base = Date(timeIntervalSince1970: 1_764_000_000)
    let items: [TransactionItem] = [
        TransactionItem(id: "795357452000810", displayName: "REWE Group", categoryType: 1,
                        bookingDate: base, description: "Punkte sammeln", currency: "PBP", amount: 124),
        TransactionItem(id: "135937704900574", displayName: "dm-dietmarkt", categoryType: 2,
                        bookingDate: base.addingTimeInterval(-86_400 * 2), description: "Punkte sammeln", currency: "PBP", amount: 1240),
        TransactionItem(id: "275886201400543", displayName: "Aral", categoryType: 3,
                        bookingDate: base.addingTimeInterval(-86_400 * 9), description: "Tanken", currency: "PBP", amount: 53),
    ]
    // TransactionListView shows each card on the app's blue, in a plain list.
    return List(items, id: \.id) { item in
        TransactionCardView(transaction: item)
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue))
            .listRowSeparator(.hidden)
    }
    .listStyle(.plain)
}
