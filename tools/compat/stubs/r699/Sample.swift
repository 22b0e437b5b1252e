import SwiftUI

// The quantity controls at the end of a cart row.
@MainActor func makeSampleRow() -> some View {
    let vm = ViewModel()
    vm.cartItems = Product.samples
    return VStack {
        HStack {
            Text(Product.samples[1].name).font(.headline)
            Spacer()
            RemoteControlRowView(product: Product.samples[1])
        }
        .padding(10)
        .background(.background)
        .cornerRadius(20)
        .shadow(color: .black.opacity(0.1), radius: 7, x: 5, y: 6)
        .padding(.horizontal, 10)
        Spacer()
    }
    .environmentObject(vm)
}
