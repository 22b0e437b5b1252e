import Foundation
// Stubs for mhanna50/API_Integration shared by its rows (each row's file also holds the screen
// around it): CryptoGlobalStats and DetailedCoin (Models/Coin.swift, the fields as there, without
// the lenient decoding) and APIService (Services/APIService.swift), which here answers nothing:
// the samples build the cards directly.

struct CryptoGlobalStats: Decodable {
    let coins: Int
    let markets: Int
    let total_market_cap: String
    let total_volume_24h: String
}

struct DetailedCoin: Decodable, Identifiable {
    var id = UUID()
    let symbol: String
    let name: String
    let price: String
    let market_cap: String
    let total_volume_24h: String
    let low_24h: String
    let high_24h: String
    let delta_1h: String
    let delta_24h: String
    let delta_7d: String
    let delta_30d: String

    enum CodingKeys: String, CodingKey {
        case symbol, name, price, market_cap, total_volume_24h, low_24h, high_24h, delta_1h, delta_24h, delta_7d, delta_30d
    }
}

class APIService {
    func fetchGlobalMarketStats(completion: @escaping (Result<CryptoGlobalStats, Error>) -> Void) {}

    func fetchCoinDetails(coinSymbol: String = "BTC", completion: @escaping (Result<DetailedCoin, Error>) -> Void) {}
}
