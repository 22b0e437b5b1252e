import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let headphones = Product(id: "3", name: "AirPods Pro (2-го покоління)", description: "", price: 10999, images: ["airpodspro"], availability: .outOfStock, category: "Аудіо", tags: [], vendorId: "vendor-2", brand: "Apple", color: "Білий", rating: 4.7)
    return HStack(alignment: .top, spacing: 12) {
        ProductCardView(product: Product.sampleProducts[0])
        ProductCardView(product: headphones)
    }
    .padding()
    .background(Color.gray.opacity(0.1))
}
