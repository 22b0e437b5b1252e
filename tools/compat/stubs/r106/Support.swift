import Combine
import SwiftUI
import UIKit
// Stubs for SalihKocaturk/cryptoCrazy cryptoCrazy/Core/Home/Views/CoinRowView.swift (what the row uses from elsewhere in its app).

/// models/coinModel.swift (CoinGecko's markets entry).
struct CoinModel: Identifiable, Codable {
    let id, symbol, name: String
    let image: String
    let current_price: Double
    let market_cap, market_cap_rank, fully_diluted_valuation: Double?
    let total_volume, high_24h, low_24h: Double?
    let price_change_24h, price_change_percentage_24h, marketCapChange24H, marketCapChangePercentage24H: Double?
    let circulatingSupply, totalSupply, maxSupply, ath: Double?
    let athChangePercentage: Double?
    let athDate: String?
    let atl, atlChangePercentage: Double?
    let atlDate: String?
    let lastUpdated: String?
    let sparklineIn7D: SparklineIn7D!
    let priceChangePercentage24HInCurrency: Double?
    let currentHoldings: Double?

    var currentHoldingsValue: Double { (currentHoldings ?? 0) * current_price }
    var rank: Int { Int(market_cap_rank ?? 0) }
}

struct SparklineIn7D: Codable {
    let price: [Double]
}

/// extensions/colors.swift: the theme reads the asset catalog's colours by name.
extension Color {
    static let theme = colorTheme()
}

struct colorTheme {
    let accent = Color("AccentColor")
    let BackGround = Color("BackgroundColor")
    let green = Color("GreenColor")
    let red = Color("RedColor")
    let SecondaryText = Color("SecondaryTextColor")
}

/// extensions/Double.swift.
extension Double {
    private var currencyFormatter6: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.usesGroupingSeparator = true
        formatter.numberStyle = .currency
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 6
        return formatter
    }

    func asCurrencyWith6() -> String {
        currencyFormatter6.string(from: NSNumber(value: self)) ?? "$0.00"
    }

    func asNumberString() -> String { String(format: "%.2f", self) }

    func asPercentString() -> String { asNumberString() + "%" }
}

/// Core/Components/CoinImage/CoinImageViewModel.swift: the app downloads (and caches) the coin's
/// image through CoinImageDataService; the double never loads one.
class CoinImageViewModel: ObservableObject {
    @Published var image: UIImage? = nil
    @Published var isLoading: Bool = false
    private let coin: CoinModel

    init(coin: CoinModel) {
        self.coin = coin
    }
}

/// Core/Components/CoinImage/CoinImageView.swift.
struct CoinImageView: View {
    @StateObject var vm: CoinImageViewModel

    init(coin: CoinModel) {
        _vm = StateObject(wrappedValue: CoinImageViewModel(coin: coin))
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
                Image(systemName: "questionMark")
                    .foregroundColor(Color.theme.accent)
            }
        }
    }
}

/// extensions/PreviewProvider.swift: `dev.coin` in previews (the app's Bitcoin sample, its 7-day
/// sparkline shortened).
extension PreviewProvider {
    static var dev: DeveloperPreview { DeveloperPreview.instance }
}

class DeveloperPreview {
    static let instance = DeveloperPreview()
    private init() {}

    let coin = CoinModel(
        id: "bitcoin", symbol: "btc", name: "Bitcoin",
        image: "https://assets.coingecko.com/coins/images/1/large/bitcoin.png?1696501400",
        current_price: 35445, market_cap: 691914302199, market_cap_rank: 1, fully_diluted_valuation: 743769904525,
        total_volume: 15681131785, high_24h: 35517, low_24h: 34546,
        price_change_24h: 457.04, price_change_percentage_24h: 1.30625,
        marketCapChange24H: 9123567291, marketCapChangePercentage24H: 1.33622,
        circulatingSupply: 19535881.0, totalSupply: 21000000.0, maxSupply: 21000000.0, ath: 69045,
        athChangePercentage: -48.77649, athDate: "2021-11-10T14:24:11.849Z",
        atl: 67.81, atlChangePercentage: 52057.02364, atlDate: "2013-07-06T00:00:00.000Z",
        lastUpdated: "2023-11-07T19:18:49.106Z",
        sparklineIn7D: SparklineIn7D(price: [34389.28, 34429.11, 34467.42, 34640.08, 34491.96, 35112.29, 35457.45, 35752.94]),
        priceChangePercentage24HInCurrency: 1.3062493373980875,
        currentHoldings: 1.5)
}
