// Stubs for keyursavalia/BalanceZero (r763): a shopping list item and a chosen item with its quantity
// (Model/ShoppingItem.swift, Model/OptimizationResult.swift). Our own test doubles.
import Foundation

struct ShoppingItem: Identifiable, Hashable {
    let id: UUID
    var name: String
    var priceInCents: Int
    var mandatoryQuantity: Int

    init(id: UUID = UUID(), name: String, priceInCents: Int, mandatoryQuantity: Int = 0) {
        self.id = id
        self.name = name
        self.priceInCents = priceInCents
        self.mandatoryQuantity = mandatoryQuantity
    }
}

struct SelectedItem: Hashable {
    let item: ShoppingItem
    let quantity: Int
    var totalCents: Int { item.priceInCents * quantity }
}
