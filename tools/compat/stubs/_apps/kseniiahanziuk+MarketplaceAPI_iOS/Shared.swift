import SwiftUI
// Stubs shared by the rows of kseniiahanziuk/MarketplaceAPI_iOS: Models/Product.swift (the first two of
// the sample products) and Models/ProductItem.swift.

struct Product: Codable, Identifiable {
    let id: String
    let name: String
    let description: String
    let price: Double
    let images: [String]
    let availability: ProductAvailability
    let category: String
    let tags: [String]
    let vendorId: String
    let brand: String
    let color: String
    let rating: Double

    var mainImage: String { images.first ?? "photo" }
    var isAvailable: Bool { availability == .inStock }

    static let sampleProducts = [
        Product(id: "1", name: "iPhone 15 Pro", description: "Новий iPhone з титановим корпусом та потужним процесором A17 Pro", price: 35999.0, images: ["phone"], availability: .inStock, category: "Електроніка", tags: ["apple", "smartphone", "ios"], vendorId: "vendor-1", brand: "Apple", color: "Титан", rating: 4.8),
        Product(id: "2", name: "MacBook Air M3", description: "Потужний ноутбук для роботи з новим чіпом M3", price: 45999.0, images: ["laptopcomputer"], availability: .inStock, category: "Електроніка", tags: ["apple", "laptop", "macos"], vendorId: "vendor-1", brand: "Apple", color: "Сріблястий", rating: 4.9),
    ]
}

enum ProductAvailability: String, Codable, CaseIterable {
    case inStock = "inStock"
    case outOfStock = "outOfStock"

    var displayName: String {
        switch self {
        case .inStock: return "Available"
        case .outOfStock: return "Not available"
        }
    }
}

struct ProductItem: Identifiable {
    let id = UUID()
    let productId: String
    let name: String
    let price: Double
    var quantity: Int
    let image: String

    var totalPrice: Double { price * Double(quantity) }
}
