// Stubs for some-storage/Combine-Store Combine-Store/Scene/Product/Component/ProductCell.swift (what
// the row uses from elsewhere in its app: Model/ProductModel.swift).

struct ProductModel {
    let id: Int
    let title, description, brand, category, thumbnail: String
    let discountPercentage, rating: Double
    let price, stock: Int
    let images: [String]
}
