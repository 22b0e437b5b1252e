import SwiftUI

// The cart: one cell per position.
@MainActor func makeSampleRow() -> some View {
    let positions = [
        Position(id: "1", product: Product(id: "p1", title: "Jacket", imageUrl: "none", price: 69, description: "Leather jacket"), count: 1),
        Position(id: "2", product: Product(id: "p2", title: "Pants", imageUrl: "none", price: 49, description: "Style pants"), count: 2),
    ]
    return List(positions) { position in
        CartPositionCell(position: position)
    }
    .listStyle(.plain)
}
