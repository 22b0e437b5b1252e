import SwiftUI

// The account's orders, each linking to its detail.
@MainActor func makeSampleRow() -> some View {
    let standard = [Delivery(shippingMethod: ShippingMethod(name: "Standard"))]
    let express = [Delivery(shippingMethod: ShippingMethod(name: "Express"))]
    let orders = [
        Order(id: "a1", orderNumber: "10042", orderDateTime: "2020-09-14T09:31:12.000+00:00",
              lineItems: [Item(label: "Main product", quantity: 1), Item(label: "Socks", quantity: 2)], deliveries: standard),
        Order(id: "a2", orderNumber: "10031", orderDateTime: "2020-08-02T17:05:44.000+00:00",
              lineItems: [Item(label: "Aerodynamic Bronze Bag", quantity: 1)], deliveries: express),
    ]
    return NavigationView {
        List(orders) { order in
            OrderRowView(order: order)
        }
        .navigationBarTitle("Orders")
    }
}
