import SwiftUI

// The home screen's CoinJoin progress card above the transactions list.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 12) {
            CoinJoinProgressView(state: .mixing, progress: 0.45, mixed: 0.123, total: 0.321, showBalance: true)
            CoinJoinProgressView(state: .finished, progress: 1, mixed: 0.321, total: 0.321, showBalance: false)
        }
        .padding(16)
    }
    .background(Color.primaryBackground)
}
