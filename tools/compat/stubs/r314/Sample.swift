import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        PromotionLabel(product: SampleProducts.yoghurt)
        PromotionLabel(product: SampleProducts.coffee)
    }
    .padding()
}
