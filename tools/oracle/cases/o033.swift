import OracleHarness
import SwiftUI

// o033: WalletConnect/web3modal-swift, W3MListSelectSnapshotTests.test_snapshots (first image), dark, @3x.
// The list-select gallery in a ScrollView on an iPhone 13 screen (390 × 844 pt, safe area 47 pt
// above and 34 below). W3MTag lives in another file of the module, so stubs/o033 restates it;
// the wallet picture is the app's PNG mock (image folder), the chevron a PDF RowFrame cannot load.
@MainActor func makeOracleView() -> AnyView {
    AnyView(W3MListSelectStylePreviewView())
}

let oracleLayout = OracleLayout.iPhone13
