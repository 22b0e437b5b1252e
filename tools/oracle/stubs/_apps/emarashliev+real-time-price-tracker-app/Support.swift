import Combine
import Foundation

// emarashliev/real-time-price-tracker-app at 7fd99ed: what its snapshot tests build around the views,
// restated from SnapshotTests/SnapshotTestHelpers.swift (the tests' own target, not compiled here).

/// A socket manager that never talks to a server: its connection status starts disconnected,
/// connecting only announces "connecting", disconnecting announces "disconnected".
final class OracleQuietSocket: WebSocketManaging {
    let updates = PassthroughSubject<PriceUpdate, Never>()
    let connectionStatus = CurrentValueSubject<ConnectionState, Never>(.disconnected)

    func connect(with symbols: [StockSymbol]) { connectionStatus.send(.connecting) }
    func disconnect() { connectionStatus.send(.disconnected) }
}

/// The stores the snapshot tests hand to the screens: the first three demo symbols (AAPL, MSFT,
/// GOOG), the first one selected, in a given connection state with given prices and flashes.
enum OracleStores {
    @MainActor
    static func make(
        prices: [String: PriceUpdate] = [:],
        connection: ConnectionState,
        flashes: [String: PriceFlash] = [:]
    ) -> PriceTrackerStore {
        let symbols = Array(StockSymbol.demoSymbols.prefix(3))
        let store = PriceTrackerStore(webSocketManager: OracleQuietSocket(), symbols: symbols)
        store.setState(AppState(
            symbols: symbols,
            prices: prices,
            connectionState: connection,
            selectedSymbol: symbols.first,
            flashes: flashes
        ))
        return store
    }

    /// AAPL 192.34 (+1.12), MSFT 350.44 (−2.13), GOOG 140.02 (+0.45).
    static let samplePrices: [String: PriceUpdate] = [
        "AAPL": PriceUpdate(symbol: "AAPL", price: 192.34, change: 1.12),
        "MSFT": PriceUpdate(symbol: "MSFT", price: 350.44, change: -2.13),
        "GOOG": PriceUpdate(symbol: "GOOG", price: 140.02, change: 0.45),
    ]

    @MainActor static func connected() -> PriceTrackerStore { make(prices: samplePrices, connection: .connected) }
    @MainActor static func disconnected() -> PriceTrackerStore { make(connection: .disconnected) }
    @MainActor static func connecting() -> PriceTrackerStore { make(connection: .connecting) }
    @MainActor static func reconnecting(attempt: Int) -> PriceTrackerStore { make(connection: .reconnecting(attempt: attempt)) }

    /// AAPL at 195.00 (+2.66) flashing up, the others as in the sample.
    @MainActor static func flashUpAAPL() -> PriceTrackerStore {
        var prices = samplePrices
        prices["AAPL"] = PriceUpdate(symbol: "AAPL", price: 195.00, change: 2.66)
        return make(prices: prices, connection: .connected, flashes: ["AAPL": .up])
    }

    /// MSFT at 345.00 (−5.44) flashing down, the others as in the sample.
    @MainActor static func flashDownMSFT() -> PriceTrackerStore {
        var prices = samplePrices
        prices["MSFT"] = PriceUpdate(symbol: "MSFT", price: 345.00, change: -5.44)
        return make(prices: prices, connection: .connected, flashes: ["MSFT": .down])
    }
}
