import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        DiscountBadgeView(discount: 40, backgroundColor: .yellow)
        DiscountBadgeView(discount: 15, backgroundColor: .mint)
    }
    .padding()
}
