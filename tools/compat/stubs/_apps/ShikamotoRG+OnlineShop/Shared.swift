// Stubs for ShikamotoRG/OnlineShop shared by its rows (r785, r786): the shop's models (Model/Product.swift,
// Position.swift, Order.swift; Firestore's representations left out), the screen size constant the app
// declares in OnlineShopApp.swift, and the product detail view model (from memory here). Our own test
// doubles with the app's names.
import SwiftUI
import UIKit

let screen = UIScreen.main.bounds

struct Product: Identifiable {
    var id: String
    var title: String
    var imageUrl: String
    var price: Int
    var description: String
}

struct Position: Identifiable {
    var id: String
    var product: Product
    var count: Int
    var cost: Int { product.price * count }

    init(id: String, product: Product, count: Int) {
        self.id = id
        self.product = product
        self.count = count
    }
}

struct Order {
    var id: String = UUID().uuidString
    var userID: String
    var positions = [Position]()
    var date: Date
    var status: String

    var cost: Int { positions.reduce(0) { $0 + $1.cost } }

    init(id: String = UUID().uuidString, userID: String, positions: [Position] = [Position](), date: Date, status: String) {
        self.id = id
        self.userID = userID
        self.positions = positions
        self.date = date
        self.status = status
    }
}

class ProductDetailViewModel: ObservableObject {
    @Published var product: Product
    @Published var products: [Product] = []

    init(product: Product) { self.product = product }

    /// Loads the shoes catalogue from Firestore in the app; nothing to load here.
    func getShoes() {}
}
