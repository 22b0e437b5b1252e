import SwiftUI

// The cart's positions.
@MainActor func makeSampleRow() -> some View {
    let positions = [
        Position(id: "1", product: Product(id: "p1", title: "Маргарита", price: 189, descript: "Томати, моцарела, базилік"), count: 2),
        Position(id: "2", product: Product(id: "p2", title: "Пепероні", price: 235, descript: "Гостра салямі"), count: 1),
        Position(id: "3", product: Product(id: "p3", title: "Чотири сири", price: 259, descript: "Моцарела, дорблю, пармезан, чедер"), count: 1),
    ]
    return List(positions) { position in
        PositionCell(position: position)
    }
    .listStyle(.plain)
}
