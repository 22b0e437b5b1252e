// Stubs for lukyanenko01/DeliveryPizza shared by its rows (r861, r862): the product, the cart position
// and the order with its cost (Model/Product.swift, Position.swift, Order.swift) and the order statuses
// (Model/OrderStatus.swift, the app's Ukrainian labels). Our own test doubles with the app's names.
import Foundation

struct Product {
    var id: String
    var title: String
    var imageUrl: String = ""
    var price: Int
    var descript: String
}

struct Position: Identifiable {
    var id: String
    var product: Product
    var count: Int

    var cost: Int { product.price }
}

struct Order {
    var id: String = UUID().uuidString
    var userId: String
    var positions = [Position]()
    var date: Date
    var status: String

    var cost: Int { positions.reduce(0) { $0 + $1.cost } }
}

enum OrderStatus: String, CaseIterable {
    case new = "Новий"
    case cooking = "Готується"
    case delivery = "Замовлення в дорозі"
    case complete = "Виконаний"
    case cancelled = "Профуканий"
}
