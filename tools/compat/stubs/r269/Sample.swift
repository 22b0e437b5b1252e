import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let items = [
        ProductItem(productId: "1", name: "iPhone 15 Pro", price: 35999, quantity: 1, image: "phone"),
        ProductItem(productId: "2", name: "MacBook Air M3", price: 45999, quantity: 2, image: "laptopcomputer"),
    ]
    return List {
        ForEach(items) { item in
            CartItemView(item: item, cartItems: .constant(items))
        }
    }
}
