import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 24) {
        PromotionPriceView(product: SampleProducts.yoghurt)
        PromotionPriceView(product: SampleProducts.coffee)
    }
    .padding()
}
