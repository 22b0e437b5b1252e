import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        VirtualCurrencyBalanceListRow(
            rowData: .init(
                virtualCurrencyName: "Gold",
                virtualCurrencyCode: "GLD",
                balance: 100
            )
        )
    }
}
