// Stubs for adessoTurkey/ios-sample-app-swiftui (r680): RawUsdUIModel (UIModels/RawUsdUIModel.swift: price and 24 h
// change, the percentage written with two decimals), CoinUIModel with its demo coin (UIModels/), and the
// constants Images and Paddings (Constants/). Our own test doubles.
import SwiftUI

struct RawUsdUIModel: Codable, Hashable {
    var price: Double?
    var changeAmount: Double?
    var changePercentage: Double?

    init(price: Double? = nil, changeAmount: Double? = nil, changePercentage: Double? = nil) {
        self.price = price
        self.changeAmount = changeAmount
        self.changePercentage = changePercentage
    }

    func createPercentageText() -> String {
        String(format: "%.2f%%", changePercentage ?? 0)
    }
}

struct CoinRawUIModel: Codable, Hashable {
    var usd: RawUsdUIModel?
}

struct CoinMarketCapsCoinInfoUIModel: Codable, Hashable {
    var code: String?
    var title: String?
}

struct CoinUIModel: Codable, Hashable, Identifiable {
    var id: String
    var coinInfo: CoinMarketCapsCoinInfoUIModel?
    var detail: CoinRawUIModel?

    static let demo = CoinUIModel(id: "demo", coinInfo: CoinMarketCapsCoinInfoUIModel(code: "BTC", title: "Bitcoin"),
                                  detail: CoinRawUIModel(usd: RawUsdUIModel(price: 29_467.56, changeAmount: 28.015,
                                                                            changePercentage: 2.74)))
}

enum Images {
    static let arrowUpSquare = "arrow.up.square"
    static let arrowDownSquare = "arrow.down.square"
}

enum Paddings {
    static let side: CGFloat = 8
    enum ChangePercentageView {
        static let side: CGFloat = 12
        static let top: CGFloat = 6
    }
}
