import SwiftUI

// Home wallet: a chain whose records don't match the owner's address, under the token list.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 0) {
            HomeWalletTokenNotMatchingRowView(description: .init(chain: "SOL", fullName: "Solana",
                                                                 numberOfRecordsNotSetToChain: 2,
                                                                 ownerWallet: "0x8a1f…c3d2"))
            HomeWalletTokenNotMatchingRowView(description: .init(chain: "BTC", fullName: "Bitcoin",
                                                                 numberOfRecordsNotSetToChain: 1,
                                                                 ownerWallet: "0x8a1f…c3d2"))
        }
        .padding(.horizontal, 16)
    }
}
