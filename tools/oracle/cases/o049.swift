import OracleHarness
import SwiftUI

// o049: igor1309/EssentialGhibli, FilmRowViewSnapshotTests.test_snapshot_FilmRowView_triangle (.2), dark, @3x.
// A plain List of two FilmRowViews (Castle in the Sky, Kiki's Delivery Service) whose thumbnail
// is the test's cyan 90 × 90 square overlaid with the exclamationmark.triangle symbol,
// in a UIHostingController snapshotted on an iPhone 13 Pro (390 × 844, safe area 47 above,
// 34 below), dark appearance from the strategy's traits.
@MainActor func makeOracleView() -> AnyView {
    let items = [RowFilm.castleInTheSky, .kikisDeliveryService]
    return AnyView(
        List {
            ForEach(items) { item in
                FilmRowView(rowFilm: item) { _ in
                    Color.cyan.frame(width: 90, height: 90).overlay { Image(systemName: "exclamationmark.triangle").resizable().scaledToFit() }
                }
            }
        }
        .listStyle(.plain)
    )
}

let oracleLayout = OracleLayout.iPhone13
