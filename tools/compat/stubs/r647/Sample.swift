import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let tags = [
        OrderItemFilterUIModel(id: 1, name: "Buy", key: "buy"),
        OrderItemFilterUIModel(id: 2, name: "Sell", key: "sell"),
        OrderItemFilterUIModel(id: 3, name: "Executed", key: "executed"),
    ]
    // The orders filter: chips in a row above the list.
    return VStack(alignment: .leading) {
        HStack(spacing: 8) {
            TagFillterView(tag: tags[0], isSelected: .constant(true))
            TagFillterView(tag: tags[1], isSelected: .constant(false))
            TagFillterView(tag: tags[2], isSelected: .constant(true))
        }
        .padding()
        Spacer()
    }
}
