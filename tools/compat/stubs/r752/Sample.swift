import SwiftUI

// Home wallet: the token list.
@MainActor func makeSampleRow() -> some View {
    let tokens = [
        MockEntitiesFabric.Tokens.mockUIToken(),
        BalanceTokenUIDescription(chain: "MATIC", symbol: "MATIC", name: "Polygon", balance: 312.5,
                                  balanceUsd: 221.87, marketPctChange24Hr: -1.42),
        BalanceTokenUIDescription(chain: "SOL", symbol: "SOL", name: "Solana", balance: 0.8,
                                  balanceUsd: 112.4),
    ]
    return ScrollView {
        LazyVStack(spacing: 0) {
            ForEach(tokens) { token in
                HomeWalletTokenRowView(token: token)
            }
        }
        .padding(.horizontal, 16)
    }
}
