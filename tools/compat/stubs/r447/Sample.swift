import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 12) {
            ForEach(productList) { product in
                ProductRow(product: product)
            }
        }
    }
    .environmentObject(ProductsCartManager())
}
