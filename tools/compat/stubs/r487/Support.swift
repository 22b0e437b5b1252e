import Foundation
// Stubs for ouwargui/CryptoLive cryptolive/Core/Home/Views/TopMoversItemView.swift: Coin (cryptolive/Models/
// Coin.swift, the fields the row reads; the rest optional as decoded) and the Double formatters
// (cryptolive/Extensions/Double.swift).

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
