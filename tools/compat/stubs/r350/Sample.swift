import BitcoinDevKit
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let txid = Txid(hex: "c1f9fe0d7f97c6490f8360cf71bbef151f2e73302bd06f1690d640b96fb94457")
    let confirmed = TxDetails(
        txid: txid, sent: .fromSat(satoshi: 0), received: .fromSat(satoshi: 250_000), fee: nil,
        balanceDelta: 250_000,
        chainPosition: .confirmed(
            confirmationBlockTime: ConfirmationBlockTime(
                blockId: BlockId(height: 880_412, hash: "00000000000000000001a3"),
                confirmationTime: 1_735_660_800),
            transitively: nil))
    let pending = TxDetails(
        txid: txid, sent: .fromSat(satoshi: 42_180), received: .fromSat(satoshi: 0),
        fee: .fromSat(satoshi: 180), balanceDelta: -42_180,
        chainPosition: .unconfirmed(timestamp: nil))
    return List {
        TransactionItemView(txDetails: confirmed, isRedacted: false, format: .bip177, fiatPrice: 94_250.12)
        TransactionItemView(txDetails: pending, isRedacted: false, format: .sats, fiatPrice: 94_250.12)
        TransactionItemView(txDetails: confirmed, isRedacted: true, format: .fiat, fiatPrice: 94_250.12)
    }
}
