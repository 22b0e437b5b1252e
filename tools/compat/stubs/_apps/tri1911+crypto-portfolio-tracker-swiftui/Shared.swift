import SwiftUI
// Stubs shared by the rows of tri1911/crypto-portfolio-tracker-swiftui (what they use from elsewhere in the app).

// Crypto/Utilities/UtilityExtensions.swift: the theme reads the asset catalog's colours by name.
extension Color {
    static let theme = Theme()
}

struct Theme {
    let accent = Color("AccentColor")
    let background = Color("BackgroundColor")
    let green = Color("GreenColor")
    let red = Color("RedColor")
    let secondary = Color("SecondaryColor")
}

extension Double {
    /// Converts a Double into a Currency with 2 decimal places ("$12.34").
    private var currencyFormatter: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.usesGroupingSeparator = true
        formatter.numberStyle = .currency
        formatter.locale = .current
        formatter.currencyCode = "usd"
        formatter.currencySymbol = "$"
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        return formatter
    }

    var asCurrencyString: String {
        currencyFormatter.string(from: NSNumber(value: self)) ?? "undefined"
    }

    var asPercentString: String {
        String(format: "%.2f", self) + "%"
    }
}

/// Crypto/Home/Models/CoinInfo.swift (CoinGecko's /coins/markets entry), without its Codable keys.
struct CoinInfo: Identifiable {
    let id, symbol, name: String
    let image: String
    let currentPrice: Double
    let marketCap: Double
    let marketCapRank: Int
    let totalVolume, high24H, low24H: Double
    let priceChange24H: Double
    let priceChangePercentage24H: Double
    let marketCapChange24H: Double
    let marketCapChangePercentage24H: Double
    let lastUpdated: String
    var holding: Double?

    func updateHolding(to amount: Double) -> CoinInfo {
        var newInfo = self
        newInfo.holding = amount
        return newInfo
    }

    var holdingValue: Double {
        (holding ?? 0) * currentPrice
    }
}

/// Crypto/StatisticInfo/StatisticInfo.swift
class StatisticInfo: Identifiable {
    let id = UUID().uuidString
    let title: String
    let value: String
    let changePercentage: Double?

    init(title: String, value: String, changePercentage: Double? = nil) {
        self.title = title
        self.value = value
        self.changePercentage = changePercentage
    }
}

// Preview Data Sample (UtilityExtensions.swift), without the sparkline and the home store.
extension PreviewProvider {
    static var previewData: PreviewData { .shared }
}

class PreviewData {
    static let shared = PreviewData()
    private init() {}

    let stat1 = StatisticInfo(title: "Market Cap", value: "$2.34Tr", changePercentage: 5.87)
    let stat2 = StatisticInfo(title: "Total Volume", value: "$155.87Bn")
    let stat3 = StatisticInfo(title: "Portfolio Values", value: "$50.4k", changePercentage: -1.23)

    let coin = CoinInfo(
        id: "bitcoin",
        symbol: "btc",
        name: "Bitcoin",
        image: "https://assets.coingecko.com/coins/images/1/large/bitcoin.png?1547033579",
        currentPrice: 61408,
        marketCap: 1141731099010,
        marketCapRank: 1,
        totalVolume: 67190952980,
        high24H: 61712,
        low24H: 56220,
        priceChange24H: 3952.64,
        priceChangePercentage24H: 6.87944,
        marketCapChange24H: 72110681879,
        marketCapChangePercentage24H: 6.74171,
        lastUpdated: "2021-03-13T23:18:10.268Z",
        holding: 1.5
    )
}
