// Stubs for supergeorg/Grocy-SwiftUI Grocy Mobile/Views/ShoppingList/ShoppingListRowView.swift: the
// SwiftData models the row queries (Model/MasterData/*Model.swift, Model/ShoppingList/
// ShoppingListModel.swift; the fields the row reads, without Codable), their list type aliases,
// Double.formattedAmount (Helper/AmountFormatter.swift) and the observable GrocyViewModel
// (Model/GrocyViewModel.swift), an empty stand-in here. Our own test doubles.
import Foundation
import SwiftData
import SwiftUI

@Model
final class MDProduct: Identifiable {
    @Attribute(.unique) var id: Int
    var name: String
    var quIDPurchase: Int
    var quIDStock: Int

    init(id: Int, name: String, quIDPurchase: Int, quIDStock: Int) {
        self.id = id
        self.name = name
        self.quIDPurchase = quIDPurchase
        self.quIDStock = quIDStock
    }
}

@Model
final class MDQuantityUnit: Identifiable {
    @Attribute(.unique) var id: Int
    var name: String
    var namePlural: String

    init(id: Int, name: String, namePlural: String) {
        self.id = id
        self.name = name
        self.namePlural = namePlural
    }

    func getName(amount: Double) -> String {
        amount == 1 || namePlural.isEmpty ? name : namePlural
    }
}

@Model
final class MDQuantityUnitConversion: Identifiable {
    @Attribute(.unique) var id: Int
    var fromQuID: Int
    var toQuID: Int
    var factor: Double

    init(id: Int, fromQuID: Int, toQuID: Int, factor: Double) {
        self.id = id
        self.fromQuID = fromQuID
        self.toQuID = toQuID
        self.factor = factor
    }
}

@Model
final class MDProductGroup: Identifiable {
    @Attribute(.unique) var id: Int
    var name: String
    init(id: Int, name: String) { self.id = id; self.name = name }
}

@Model
final class MDStore: Identifiable {
    @Attribute(.unique) var id: Int
    var name: String
    init(id: Int, name: String) { self.id = id; self.name = name }
}

@Model
final class ShoppingListItem {
    @Attribute(.unique) var id: Int
    var productID: Int?
    var note: String?
    var amount: Double
    var shoppingListID: Int
    var done: Int
    var quID: Int?
    var rowCreatedTimestamp: String

    init(id: Int, productID: Int?, note: String? = nil, amount: Double, shoppingListID: Int = 1, done: Int = 0,
         quID: Int?, rowCreatedTimestamp: String = "2025-11-20 09:00:00") {
        self.id = id
        self.productID = productID
        self.note = note
        self.amount = amount
        self.shoppingListID = shoppingListID
        self.done = done
        self.quID = quID
        self.rowCreatedTimestamp = rowCreatedTimestamp
    }
}

typealias MDProducts = [MDProduct]
typealias MDQuantityUnits = [MDQuantityUnit]
typealias MDQuantityUnitConversions = [MDQuantityUnitConversion]
typealias MDProductGroups = [MDProductGroup]
typealias MDStores = [MDStore]

extension Double {
    /// The amount as a decimal number in the current locale.
    var formattedAmount: String {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        return f.string(from: NSNumber(value: self)) ?? "\(self)"
    }
}

@Observable
@MainActor
final class GrocyViewModel {
    var isLoggedIn = true
}
