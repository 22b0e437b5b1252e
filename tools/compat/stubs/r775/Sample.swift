import SwiftUI

// The waiter's open orders.
@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        List(Order.samples) { order in
            WaiterOrderListRow(order: order)
        }
        .navigationTitle("Заказы")
    }
}
