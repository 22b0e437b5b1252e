import SwiftUI

// The cart: product rows stacked in a scroll view.
@MainActor func makeSampleRow() -> some View {
    let vm = ViewModel()
    vm.cartItems = Product.samples
    return ScrollView {
        VStack(spacing: 16) {
            ForEach(Product.samples) { ProductRow(product: $0) }
        }
        .padding(.vertical)
    }
    .environmentObject(vm)
}
