import SwiftUI

// The item database list.
@MainActor func makeSampleRow() -> some View {
    let items = [
        ItemModel(name: "Red Potion", aegisName: "Red_Potion"),
        ItemModel(name: "Knife", aegisName: "Knife", slots: 3),
        ItemModel(name: "Poring Card", aegisName: "Poring_Card"),
    ]
    return NavigationStack {
        List(items, id: \.aegisName) { item in
            ItemCell(item: item)
        }
        .navigationTitle("Items")
    }
}
