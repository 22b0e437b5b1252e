import OracleHarness
import SwiftUI

// o437: emarashliev/real-time-price-tracker-app, DetailViewSnapshotTests.detailViewFlashUp, light, @3x.
// What the test builds: DetailView of AAPL in a NavigationStack, fed by the store: its DetailViewModel's name, price, change
// and connection state (DetailView.swift at the case's commit); store connected, AAPL 195.00 (+2.66)
// flashing up
// As the test builds it: assertSnapshot(of: view.toViewController(), as: .image(on: .iPhone13Pro)):
// the hosting controller in the iPhone13Pro configuration (390 x 844 pt, safe area 47 above and 34
// below, its traits: display scale 3, content size medium).
@MainActor func makeOracleView() -> AnyView {
    let store = OracleStores.flashUpAAPL()
    return AnyView(
        NavigationStack {
            DetailView(symbol: StockSymbol.demoSymbols[0])
                .environmentObject(store)
        }
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
