import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        Text("USDT").font(.headline)
        BadgeView(text: "ERC20")
        BadgeView(text: "BEP20")
    }
    .padding()
}
