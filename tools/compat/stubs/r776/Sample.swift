import SwiftUI

// The order status list: every status as the app tags it.
@MainActor func makeSampleRow() -> some View {
    List(OrderStatus.allCases) { status in
        HStack {
            Text("Заказ 245871")
            Spacer()
            OrderStatusView(status: status)
        }
    }
}
