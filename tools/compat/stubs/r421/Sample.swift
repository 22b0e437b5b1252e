import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let utxo = Utxo(
        label: nil, datetime: 1_793_462_400, amount: Amount(sats: 1_250_000),
        address: Address("bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"),
        derivationIndex: 14, blockHeight: 871_204, type: .change, spendable: true)
    return UtxoRowPreview(
        displayAmount: { amount, _ in String(format: "%.8f BTC", Double(amount.sats) / 100_000_000) },
        utxo: utxo)
        .background(Color(UIColor.secondarySystemBackground))
}
