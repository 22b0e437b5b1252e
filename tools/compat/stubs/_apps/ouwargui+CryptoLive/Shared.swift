// Stubs the rows r486, r487 of ouwargui/CryptoLive share (written once here instead of in each
// row's Support.swift; see each row's file for what it stands in for).
import Foundation

struct Coin: Codable, Identifiable {
    let id, symbol, name: String
    let image: String
    let currentPrice: Double
    let priceChange24H, priceChangePercentage24H: Double
    let marketCapRank: Int
    var marketCap: Double? = nil
    var totalVolume: Double? = nil
}

extension Double {
    /// US dollars with cents, e.g. "$91,234.12".
    func toCurrency() -> String {
        let dollars = NumberFormatter()
        dollars.locale = Locale(identifier: "en_US")
        dollars.numberStyle = .currency
        return dollars.string(from: NSNumber(value: self)) ?? "$0.00"
    }

    /// Two decimals and a percent sign, e.g. "-1.99%".
    func toPercentage() -> String {
        String(format: "%.2f%%", self)
    }
}
