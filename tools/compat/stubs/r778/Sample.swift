import SwiftUI

// Market: the price chips under each item, affordable and not.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        ChickenSampleBackground()
        VStack(spacing: 16) {
            PriceChip(current: 120, total: 80, fill: 1, canAfford: true)
            PriceChip(current: 45, total: 150, fill: 0.3, canAfford: false)
        }
    }
}
