import SwiftUI

// The profile's order history.
@MainActor func makeSampleRow() -> some View {
    let margherita = Product(id: "p1", title: "Маргарита", price: 189, descript: "")
    let pepperoni = Product(id: "p2", title: "Пепероні", price: 235, descript: "")
    let day = Date(timeIntervalSince1970: 1_764_300_000)
    let orders = [
        Order(userId: "u1", positions: [Position(id: "1", product: margherita, count: 1),
                                        Position(id: "2", product: pepperoni, count: 1)],
              date: day, status: OrderStatus.delivery.rawValue),
        Order(userId: "u1", positions: [Position(id: "3", product: margherita, count: 2)],
              date: day.addingTimeInterval(-86_400 * 6), status: OrderStatus.complete.rawValue),
    ]
    return List(orders, id: \.id) { order in
        OrderCell(order: order)
    }
    .listStyle(.plain)
}
