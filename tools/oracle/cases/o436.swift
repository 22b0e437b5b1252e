import OracleHarness
import SwiftUI

// o436: emarashliev/real-time-price-tracker-app, DetailViewSnapshotTests.detailViewNegativeChange, light, @3x.
// What the test builds: DetailView of AAPL in a NavigationStack, fed by the store: its DetailViewModel's name, price, change
// and connection state (DetailView.swift at the case's commit); store connected, AAPL 188.22 (-4.12)
// As the test builds it: assertSnapshot(of: view.toViewController(), as: .image(on: .iPhone13Pro)):
// the hosting controller in the iPhone13Pro configuration (390 x 844 pt, safe area 47 above and 34
// below, its traits: display scale 3, content size medium).
@MainActor func makeOracleView() -> AnyView {
    let store = OracleStores.make(prices: ["AAPL": PriceUpdate(symbol: "AAPL", price: 188.22, change: -4.12), "MSFT": PriceUpdate(symbol: "MSFT", price: 350.44, change: -2.13), "GOOG": PriceUpdate(symbol: "GOOG", price: 140.02, change: 0.45)], connection: .connected)
    return AnyView(
        NavigationStack {
            DetailView(symbol: StockSymbol.demoSymbols[0])
                .environmentObject(store)
        }
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
