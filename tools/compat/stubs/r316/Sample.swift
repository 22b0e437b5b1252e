import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        ProductCell(product: ProductModel(id: 1, title: "iPhone 9", description: "An apple mobile which is nothing like apple",
                                          brand: "Apple", category: "smartphones", thumbnail: "https://cdn.dummyjson.com/product-images/1/thumbnail.jpg",
                                          discountPercentage: 12.96, rating: 4.69, price: 549, stock: 94, images: []))
        ProductCell(product: ProductModel(id: 2, title: "Samsung Universe 9", description: "Samsung's new variant",
                                          brand: "Samsung", category: "smartphones", thumbnail: "https://cdn.dummyjson.com/product-images/3/thumbnail.jpg",
                                          discountPercentage: 15.46, rating: 4.09, price: 1249, stock: 36, images: []))
    }
}
