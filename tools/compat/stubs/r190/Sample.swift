import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ProductCellView(product: Product.preview)
}
