import SwiftUI
import UIKit
// Stubs for PinYuanChen/PinCrypto shared by its rows: Models/CoinModel.swift, Models/StatisticModel.swift,
// Extensions/Color.swift (ColorTheme; its asset colours' light values from Assets.xcassets),
// Extensions/Double.swift, Extensions/PreviewProvider.swift (DeveloperPreview without its HomeViewModel
// and sparkline) and Core/Components/CoinImage (the view; its view model downloads nothing).

struct CoinModel: Identifiable, Codable {
    let id, symbol, name: String
    let image: String
    let currentPrice: Double
    let marketCap, marketCapRank, fullyDilutedValuation: Double?
    let totalVolume, high24H, low24H: Double?
    let priceChange24H: Double?
    let priceChangePercentage24H: Double?
    let marketCapChange24H: Double?
    let marketCapChangePercentage24H: Double?
    let circulatingSupply, totalSupply, maxSupply, ath: Double?
    let athChangePercentage: Double?
    let athDate: String?
    let atl, atlChangePercentage: Double?
    let atlDate: String?
    let lastUpdated: String?
    let sparklineIn7D: SparklineIn7D?
    let priceChangePercentage24HInCurrency: Double?
    let currentHoldings: Double?

    var currentHoldingsValue: Double { (currentHoldings ?? 0) * currentPrice }
    var rank: Int { Int(marketCapRank ?? 0) }
}

struct SparklineIn7D: Codable {
    let price: [Double]?
}

struct StatisticModel: Identifiable {
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

extension Color {
    static let theme = ColorTheme()
}

/// Assets.xcassets colour sets, "any" appearance.
struct ColorTheme {
    let accent = Color(red: 0, green: 0, blue: 0)                     // AccentColor
    let background = Color(red: 1, green: 1, blue: 1)                 // BackgroundColor
    let green = Color(red: 0, green: 0.560, blue: 0)                  // GreenColor
    let red = Color(red: 0.581, green: 0.088, blue: 0.319)            // RedColor
    let secondaryText = Color(red: 0.570, green: 0.570, blue: 0.570)  // SecondaryTextColor
}

extension Double {
    private var currencyFormatter2: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.usesGroupingSeparator = true
        formatter.numberStyle = .currency
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
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 6
        return formatter
    }

    func asCurrencyWith6Decimals() -> String {
        currencyFormatter6.string(from: NSNumber(value: self)) ?? "$0.00"
    }

    func asNumberString() -> String { String(format: "%.2f", self) }

    func asPercentString() -> String { asNumberString() + "%" }
}

class CoinImageViewModel: ObservableObject {
    @Published var image: UIImage? = nil
    @Published var isLoading: Bool = false
    init(coin: CoinModel) {}
}

struct CoinImageView: View {
    @StateObject var vm: CoinImageViewModel

    init(coin: CoinModel) {
        _vm = StateObject(wrappedValue: .init(coin: coin))
    }

    var body: some View {
        ZStack {
            if let image = vm.image {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFit()
            } else if vm.isLoading {
                ProgressView()
            } else {
                Image(systemName: "questionmark")
                    .foregroundColor(.theme.secondaryText)
            }
        }
    }
}

extension PreviewProvider {
    static var dev: DeveloperPreview { DeveloperPreview.instance }
}

class DeveloperPreview {
    static let instance = DeveloperPreview()
    private init() {}

    let stat1 = StatisticModel(title: "Market Cap", value: "$12.5Bn", percentageChange: 25.34)
    let stat2 = StatisticModel(title: "Total Volume", value: "$1.23Tr")
    let stat3 = StatisticModel(title: "Portfolio Value", value: "$50.4k", percentageChange: -12.34)

    let coin = CoinModel(
        id: "bitcoin", symbol: "btc", name: "Bitcoin",
        image: "https://assets.coingecko.com/coins/images/1/large/bitcoin.png?1547033579",
        currentPrice: 61408, marketCap: 1141731099010, marketCapRank: 1, fullyDilutedValuation: 1285385611303,
        totalVolume: 67190952980, high24H: 61712, low24H: 56220, priceChange24H: 3952.64,
        priceChangePercentage24H: 6.87944, marketCapChange24H: 72110681879, marketCapChangePercentage24H: 6.74171,
        circulatingSupply: 18653043, totalSupply: 21000000, maxSupply: 21000000, ath: 61712,
        athChangePercentage: -0.97589, athDate: "2021-03-13T20:49:26.606Z", atl: 67.81,
        atlChangePercentage: 90020.24075, atlDate: "2013-07-06T00:00:00.000Z", lastUpdated: "2021-03-13T23:18:10.268Z",
        sparklineIn7D: SparklineIn7D(price: []), priceChangePercentage24HInCurrency: 3952.64, currentHoldings: 1.5)
}
