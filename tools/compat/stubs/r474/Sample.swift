import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        ProductRow(product: RecommendedItems(displayName: "Pantalla Smart TV 55 pulgadas", largeImage: nil, productId: "1139470553",
                                             listPrice: 12999, promoPrice: 9999, salePrice: 9999, groupType: "Single",
                                             isMarketPlace: false, brand: "Samsung", seller: "Liverpool", category: "Electrónica"))
        ProductRow(product: RecommendedItems(displayName: "Cafetera espresso", largeImage: nil, productId: "1098854211",
                                             listPrice: 4599, promoPrice: nil, salePrice: 4599, groupType: "Single",
                                             isMarketPlace: true, brand: "De'Longhi", seller: "Liverpool", category: nil))
    }
}
