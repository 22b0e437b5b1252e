import SwiftUI

// The profile's order history.
@MainActor func makeSampleRow() -> some View {
    let jacket = Product(id: "p1", title: "Leather jacket", imageUrl: "jacket", price: 69, description: "")
    let belt = Product(id: "p2", title: "Belt", imageUrl: "belt", price: 19, description: "")
    let orders = [
        Order(userID: "u1", positions: [Position(id: "a", product: jacket, count: 1)], date: Date(timeIntervalSince1970: 1_764_100_000), status: "New"),
        Order(userID: "u1", positions: [Position(id: "b", product: belt, count: 2)], date: Date(timeIntervalSince1970: 1_763_500_000), status: "Delivered"),
    ]
    return List {
        Section("Your orders") {
            ForEach(orders, id: \.id) { order in
                OrderCell(order: order)
            }
        }
    }
}
