import SwiftUI

// The Market/Limit tab row of the swap screen, with the quote countdown at its end.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        Theme.colors.bgPrimary.ignoresSafeArea()
        HStack {
            Text("Market")
                .font(Theme.fonts.bodySMedium)
                .foregroundStyle(Theme.colors.textPrimary)
            Text("Limit")
                .font(Theme.fonts.bodySMedium)
                .foregroundStyle(Theme.colors.textTertiary)
            Spacer()
            SwapQuoteCountdownBadge(seconds: 36)
        }
        .padding(16)
    }
}
