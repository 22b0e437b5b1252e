import SwiftUI
// Stubs for WallerTheDeveloper/ShoppingApp ShoppingApp/Components/ProductRow.swift: Product and the
// catalogue productList (Models/Product.swift; three products with short descriptions of our own)
// and ProductsCartManager (Controllers/ProductsCartManager.swift, as there).

struct Product: Identifiable {
    var id = UUID()
    var productName: String
    var image: String
    var price: Int
    var description: String
}

var productList = [
    Product(productName: "Milk", image: "milk", price: 2, description: "Whole milk, one litre."),
    Product(productName: "Blue cheese", image: "blue-cheese", price: 5, description: "A sharp, salty semi-soft cheese."),
    Product(productName: "Steak", image: "steak", price: 15, description: "A ribeye steak for grilling."),
]

class ProductsCartManager: ObservableObject {
    @Published private(set) var products: [Product] = []
    @Published private(set) var total: Int = 0

    func addToCart(product: Product) {
        products.append(product)
        total += product.price
    }

    func removeFromCart(product: Product) {
        guard let index = products.firstIndex(where: { $0.id == product.id }) else { return }
        products.remove(at: index)
        total -= product.price
    }
}
