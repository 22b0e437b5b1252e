import BitcoinDevKit
import BitcoinUI
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let output = LocalOutput(
        outpoint: OutPoint(
            txid: Txid(hex: "c1f9fe0d7f97c6490f8360cf71bbef151f2e73302bd06f1690d640b96fb94457"),
            vout: 1),
        txout: TxOut(value: .fromSat(satoshi: 125_000), scriptPubkey: Script(rawOutputScript: Data([0x51]))),
        keychain: .external, isSpent: false, derivationIndex: 32,
        chainPosition: .unconfirmed(timestamp: nil))
    return List {
        LocalOutputItemView(isRedacted: false, output: output, fiatPrice: 94_250.12)
        LocalOutputItemView(isRedacted: true, output: output, fiatPrice: 94_250.12)
    }
}
