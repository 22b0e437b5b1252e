import Foundation
// Stubs for GCasRam/TestLiverpool LiverpoolApp/View/ProductRowView.swift: RecommendedItems
// (Model/DataModel.swift, without the variants list).

struct RecommendedItems: Identifiable, Codable {
    var id = UUID()
    let displayName: String?
    let largeImage: String?
    let productId: String?
    let listPrice: Double?
    let promoPrice: Double?
    let salePrice: Double?
    let groupType: String?
    let isMarketPlace: Bool?
    let brand: String?
    let seller: String?
    let category: String?
}
