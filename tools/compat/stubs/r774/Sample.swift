import SwiftUI

// The client's orders.
@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        List(Order.samples) { order in
            ClientOrderListRow(order: order)
        }
        .navigationTitle("Мои заказы")
    }
}
