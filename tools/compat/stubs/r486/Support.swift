import Foundation
// Stubs for ouwargui/CryptoLive cryptolive/Core/Home/Views/CoinRowView.swift: Coin (cryptolive/Models/
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
    private var currencyFormatter: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.usesGroupingSeparator = true
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .currency
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        return formatter
    }

    private var numberFormatter: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        return formatter
    }

    func toCurrency() -> String {
        return currencyFormatter.string(for: self) ?? "$0.00"
    }

    func toPercentage() -> String {
        return (numberFormatter.string(for: self) ?? "0.00") + "%"
    }
}
