import OracleHarness
import SwiftUI

// o028: WalletConnect/web3modal-swift, W3MTagSnapshotTests.test_snapshots, dark, @3x.
// The tag gallery (every W3MTag variant stacked, padded, on Overgray002) in a fixed
// 150 × 250 pt host, dark appearance from the strategy's traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(W3MTagPreviewView())
}

let oracleLayout = OracleLayout.fixed(width: 150, height: 250)
