import OracleHarness
import SwiftUI

// o031: WalletConnect/web3modal-swift, W3MCardSelectSnapshotTests.test_snapshots, light, @3x.
// The card-select gallery: wallet and network cards in their normal, disabled, selected, pressed
// and loading states, sized to fit, light appearance from the strategy's traits. The wallet and
// network pictures are the app's PNG mocks (from the image folder when render-cases.sh could
// extract them).
@MainActor func makeOracleView() -> AnyView {
    AnyView(W3MCardSelectStylePreviewView())
}

let oracleLayout = OracleLayout.sizeThatFits
