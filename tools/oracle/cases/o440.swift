import OracleHarness
import SwiftUI

// o440: emarashliev/real-time-price-tracker-app, DetailViewSnapshotTests.detailViewDarkMode, dark, @3x.
// What the test builds: DetailView of AAPL in a NavigationStack, fed by the store: its DetailViewModel's name, price, change
// and connection state (DetailView.swift at the case's commit); store connected, AAPL 192.34 (+1.12);
// the hosting controller's overrideUserInterfaceStyle is .dark
// As the test builds it: assertSnapshot(of: view.toViewController(), as: .image(on: .iPhone13Pro)):
// the hosting controller in the iPhone13Pro configuration (390 x 844 pt, safe area 47 above and 34
// below, its traits: display scale 3, content size medium); dark (overrideUserInterfaceStyle).
@MainActor func makeOracleView() -> AnyView {
    let store = OracleStores.connected()
    return AnyView(
        NavigationStack {
            DetailView(symbol: StockSymbol.demoSymbols[0])
                .environmentObject(store)
        }
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
