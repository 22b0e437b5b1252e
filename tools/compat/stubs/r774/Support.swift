// Stubs for sapgv/MobileRestaurant: the status tag beside an order (Views/CommonView/OrderStatusView.swift,
// itself r776; a plain stand-in here). Our own test double.
import SwiftUI

struct OrderStatusView: View {
    var status: OrderStatus
    var body: some View {
        Text(status.rawValue)
            .padding(4)
            .background(Color(uiColor: status.color))
            .foregroundStyle(Color.white)
    }
}
