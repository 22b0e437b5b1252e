import SwiftUI
// Stubs for bitcoinppl/cove Flows/CoinControlFlow/UtxoRowPreview.swift: what its preview builds —
// AsyncPreview (AsyncPreview.swift; the app first waits for the Rust core), CoinControlManager
// (CoinControlManager.swift, reduced to its UTXOs and displayAmount), RustCoinControlManager's
// preview constructor (generated), and WalletManager(preview:) (WalletManager.swift).

struct AsyncPreview<Content: View>: View {
    let content: () async -> Content
    @State private var contentView: Content?

    init(@ViewBuilder content: @escaping () async -> Content) {
        self.content = content
    }

    var body: some View {
        Group {
            if let contentView {
                contentView
            } else {
                Text("Loading preview")
            }
        }
        .task { contentView = await content() }
    }
}

open class RustCoinControlManager: @unchecked Sendable {
    let utxos: [Utxo]

    init(utxos: [Utxo]) { self.utxos = utxos }

    public static func previewNew(outputCount: UInt8 = 20, changeCount: UInt8 = 4) -> RustCoinControlManager {
        var utxos: [Utxo] = []
        for i in 0 ..< Int(outputCount) {
            let datetime: UInt64 = 1_793_462_400 - UInt64(i) * 86400
            let amount = Amount(sats: UInt64(50_000 * (i + 1)))
            let type: UtxoType = i < Int(changeCount) ? .change : .output
            utxos.append(Utxo(label: nil, datetime: datetime, amount: amount,
                              address: Address("bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"),
                              derivationIndex: UInt32(i), blockHeight: 871_204, type: type, spendable: true))
        }
        return RustCoinControlManager(utxos: utxos)
    }
}

@Observable final class CoinControlManager {
    var utxos: [Utxo]

    public init(_ rust: RustCoinControlManager) {
        utxos = rust.utxos
    }

    func displayAmount(_ amount: Amount, showUnit: Bool = true) -> String {
        let btc = String(format: "%.8f", Double(amount.sats) / 100_000_000)
        return showUnit ? "\(btc) BTC" : btc
    }
}

enum WalletManagerPreview {
    case only
}

@Observable final class WalletManager {
    convenience init(preview _: WalletManagerPreview) {
        self.init()
    }

    init() {}
}
