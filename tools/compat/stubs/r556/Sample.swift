import SwiftUI
import SwiftData

@MainActor func makeSampleRow() -> some View {
    let container = try! ModelContainer(
        for: MDProduct.self, MDQuantityUnit.self, MDQuantityUnitConversion.self, MDProductGroup.self,
        MDStore.self, ShoppingListItem.self,
        configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    context.insert(MDQuantityUnit(id: 1, name: "Piece", namePlural: "Pieces"))
    context.insert(MDQuantityUnit(id: 2, name: "Pack", namePlural: "Packs"))
    context.insert(MDProduct(id: 10, name: "Bananas", quIDPurchase: 1, quIDStock: 1))
    context.insert(MDProduct(id: 11, name: "Oat milk", quIDPurchase: 2, quIDStock: 2))
    let items = [
        ShoppingListItem(id: 1, productID: 10, amount: 6, quID: 1),
        ShoppingListItem(id: 2, productID: 11, amount: 1, done: 1, quID: 2),
        ShoppingListItem(id: 3, productID: nil, note: "Birthday candles", amount: 1, quID: nil),
    ]
    for item in items { context.insert(item) }
    // ShoppingListView: one row per item in a list.
    return NavigationStack {
        List(items, id: \.id) { item in
            ShoppingListRowView(shoppingListItem: item, isBelowStock: false)
        }
        .navigationTitle("Shopping list")
    }
    .modelContainer(container)
    .environment(GrocyViewModel())
}
