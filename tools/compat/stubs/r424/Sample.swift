import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        WalletConnectSessionItemView(dAppName: "Uniswap Interface", disconnectEvent: {})
        WalletConnectSessionItemView(dAppName: "OpenSea", disconnectEvent: {})
    }
    .padding(.horizontal, 16)
}
