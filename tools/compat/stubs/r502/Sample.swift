import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let products = [
        Product(id: "p1", name: "Chicken Rice", description: "", price: 4.5,
                imageURL: "https://example.com/chicken-rice.png", estimatedPrepTime: 5, isOutOfStock: false,
                shopId: "s1", shopName: "Ah Seng Kitchen"),
        Product(id: "p2", name: "Iced Milo", description: "", price: 1.8,
                imageURL: "https://example.com/milo.png", estimatedPrepTime: 2, isOutOfStock: false,
                shopId: "s2", shopName: "Drinks Stall"),
    ]
    let viewModel = CustomerViewModel(
        products: products,
        shops: [Shop(id: "s1", name: "Ah Seng Kitchen", locationId: "l1"),
                Shop(id: "s2", name: "Drinks Stall", locationId: "l2")],
        locations: [Location(id: "l1", name: "The Deck"), Location(id: "l2", name: "Techno Edge")])
    // ProductsScrollView's horizontal section.
    return NavigationStack {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(products) { product in
                    NavigationLink(destination: Text(product.name)) {
                        ProductSummaryView(product: product).environmentObject(viewModel)
                    }
                }
            }
        }
    }
}
