import SwiftUI
// Stubs shared by the rows of AltamimiYasser/CryptoTracker (what they use from elsewhere in the app).

// Extensions/Color.swift. The app reads its asset catalog's theme colours by name; the stub
// gives the catalog's light values.
extension Color {
    static let theme = ColorTheme()
}

struct ColorTheme {
    let accent = Color(red: 0, green: 0, blue: 0)
    let background = Color(red: 1, green: 1, blue: 1)
    let green = Color(red: 0.000, green: 0.560, blue: 0.000)
    let red = Color(red: 0.581, green: 0.088, blue: 0.319)
    let secondaryText = Color(red: 0.570, green: 0.570, blue: 0.570)
}

// Extensions/Double.swift (the formatters the rows call).
extension Double {
    private var currencyFormatter2: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.usesGroupingSeparator = true
        formatter.numberStyle = .currency
        formatter.locale = .current
        formatter.currencyCode = "SAR"
        formatter.currencySymbol = "SAR"
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        return formatter
    }

    func asCurrencyWith2Decimals() -> String {
        currencyFormatter2.string(from: NSNumber(value: self)) ?? "$0.00"
    }

    private var currencyFormatter6: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.usesGroupingSeparator = true
        formatter.numberStyle = .currency
        formatter.locale = .current
        formatter.currencyCode = "SAR"
        formatter.currencySymbol = "SAR"
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 6
        return formatter
    }

    func asCurrencyWith6Decimals() -> String {
        currencyFormatter6.string(from: NSNumber(value: self)) ?? "$0.00"
    }

    func asNumberString() -> String {
        String(format: "%.2f", self)
    }

    func asPercentString() -> String {
        asNumberString() + "%"
    }
}

// Models/Coin.swift (a CoinGecko market entry; the fields the rows read).
struct Coin: Identifiable, Equatable {
    let id, symbol, name: String
    let image: String
    let currentPrice: Double
    let marketCapRank: Double?
    let priceChangePercentage24H: Double?
    let currentHoldings: Double?

    var currentHoldingsValue: Double {
        (currentHoldings ?? 0) * currentPrice
    }

    var rank: Int {
        Int(marketCapRank ?? 0)
    }
}

// Models/Statistic.swift
struct Statistic: Identifiable {
    let id = UUID().uuidString
    let title: String
    let value: String
    let percentageChange: Double?

    init(title: String, value: String, percentageChange: Double? = nil) {
        self.title = title
        self.value = value
        self.percentageChange = percentageChange
    }
}

/// The app's coin logo: it downloads the image through a view model (CoinImageService); with
/// no image, as here, it shows its question-mark fallback.
struct CoinImageView: View {
    let coin: Coin

    init(coin: Coin) {
        self.coin = coin
    }

    var body: some View {
        Image(systemName: "questionmark")
            .foregroundColor(.theme.secondaryText)
    }
}

// Extensions/PreviewProvider.swift: the app's preview data.
extension PreviewProvider {
    static var dev: DeveloperPreview {
        DeveloperPreview.shared
    }
}

class DeveloperPreview {
    static let shared = DeveloperPreview()
    private init() {}

    let stat1 = Statistic(title: "Market Cap", value: "$12.5Bn", percentageChange: 25.34)
    let stat2 = Statistic(title: "Total Volume", value: "$1.23Tr")
    let stat3 = Statistic(title: "Portfolio Value", value: "$50.4k", percentageChange: -12.34)

    let coin = Coin(
        id: "bitcoin",
        symbol: "btc",
        name: "Bitcoin",
        image: "https://assets.coingecko.com/coins/images/1/large/bitcoin.png?1547033579",
        currentPrice: 61408,
        marketCapRank: 1,
        priceChangePercentage24H: 6.87944,
        currentHoldings: 1.5)
}
