import SwiftUI

// The Hidden Keys card's prize-pool chip, above the card's title, in both states.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        Color.bgPrimary.ignoresSafeArea()
        VStack(spacing: 24) {
            HiddenKeysStatusChip(status: .active)
            HiddenKeysStatusChip(status: .completed)
        }
        .foregroundStyle(.textPrimary)
    }
}
