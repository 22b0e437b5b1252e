import BitcoinDevKit
import Foundation
// Stubs for bitcoindevkit/BDKSwiftExampleWallet shared by its rows: Model/BalanceDisplayFormat.swift
// and the number helpers it calls (Extensions/Int+Extensions.swift, Double+Extensions.swift).

enum BalanceDisplayFormat: String, CaseIterable, Codable {
    case bitcoinSats = "bitcoinSats"
    case bitcoin = "btc"
    case sats = "sats"
    case fiat = "usd"
    case bip177 = "bip177"

    var displayPrefix: String {
        switch self {
        case .bitcoinSats, .bitcoin, .bip177: return "₿"
        case .fiat: return "$"
        default: return ""
        }
    }

    var displayText: String {
        switch self {
        case .sats, .bitcoinSats: return "sats"
        case .bitcoin, .bip177: return ""
        case .fiat: return "USD"
        }
    }

    func formatted(_ btcAmount: UInt64, fiatPrice: Double) -> String {
        switch self {
        case .sats:
            return btcAmount.formatted(.number)
        case .bitcoin:
            return String(format: "%.8f", Double(btcAmount) / 100_000_000)
        case .bitcoinSats:
            return btcAmount.formattedSatoshis()
        case .fiat:
            let satsPrice = Double(btcAmount).valueInUSD(price: fiatPrice)
            return satsPrice.formatted(.number.precision(.fractionLength(2)))
        case .bip177:
            return btcAmount.formattedBip177()
        }
    }
}

extension UInt64 {
    private var numberFormatter: NumberFormatter {
        let numberFormatter = NumberFormatter()
        numberFormatter.numberStyle = .decimal
        numberFormatter.usesGroupingSeparator = true
        numberFormatter.groupingSeparator = ","
        numberFormatter.generatesDecimalNumbers = false
        return numberFormatter
    }

    func formattedSatoshis() -> String {
        if self == 0 {
            return "0.00 000 000"
        }
        let btcString = String(format: "%.8f", Double(self) / 100_000_000.0)
        let parts = btcString.split(separator: ".")
        guard parts.count == 2 else { return btcString }
        let decimalPart = String(parts[1]).padding(toLength: 8, withPad: "0", startingAt: 0)
        let first = decimalPart.prefix(2)
        let second = decimalPart.dropFirst(2).prefix(3)
        let third = decimalPart.dropFirst(5).prefix(3)
        return "\(parts[0]).\(first) \(second) \(third)"
    }

    func formattedBip177() -> String {
        if self != .zero && self >= 1_000_000 && self % 1_000_000 == .zero {
            return "\(self / 1_000_000)M"
        } else if self != .zero && self % 1_000 == 0 {
            return "\(self / 1_000)K"
        }
        return numberFormatter.string(from: NSNumber(value: self)) ?? "0"
    }

    func toDate() -> Date {
        Date(timeIntervalSince1970: TimeInterval(self))
    }
}

extension Double {
    func valueInUSD(price: Double) -> Double {
        self / 100_000_000.0 * price
    }
}

// The previews' sample values (Extensions/BDK+Extensions/*+Extensions.swift).

extension LocalOutput {
    static var mock = LocalOutput(
        outpoint: OutPoint(
            txid: try! Txid.fromString(hex: "c1f9fe0d7f97c6490f8360cf71bbef151f2e73302bd06f1690d640b96fb94457"),
            vout: UInt32(1)),
        txout: TxOut(value: .fromSat(satoshi: 1), scriptPubkey: Script(rawOutputScript: Data([0x51]))),
        keychain: .external,
        isSpent: false,
        derivationIndex: UInt32(32),
        chainPosition: .unconfirmed(timestamp: nil))
}

extension TxDetails {
    static let mock = TxDetails(
        txid: try! Txid.fromString(hex: "c1f9fe0d7f97c6490f8360cf71bbef151f2e73302bd06f1690d640b96fb94457"),
        sent: .fromSat(satoshi: 100_000), received: .fromSat(satoshi: 100_000), fee: nil,
        balanceDelta: Int64(0), chainPosition: .unconfirmed(timestamp: nil))
}
