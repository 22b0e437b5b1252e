import OracleHarness
import SwiftUI

// o032: WalletConnect/web3modal-swift, W3MListItemSnapshotTests.test_snapshots (second image), light, @3x.
// The list-item gallery in a ScrollView on an iPhone 13 screen (390 × 844 pt, safe area 47 pt
// above and 34 below). The Ethereum logo is the app's PNG asset (from the image folder when
// render-cases.sh could extract it); the chevron is a PDF asset RowFrame cannot load.
@MainActor func makeOracleView() -> AnyView {
    AnyView(W3MListItemButtonStylePreviewView())
}

let oracleLayout = OracleLayout.iPhone13
