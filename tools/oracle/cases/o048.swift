import OracleHarness
import SwiftUI

// o048: igor1309/EssentialGhibli, FilmRowViewSnapshotTests.test_snapshot_FilmRowView_red (.2), dark, @3x.
// A plain List of two FilmRowViews (Castle in the Sky, Kiki's Delivery Service) whose thumbnail
// is the test's red 2:3 colour in a 60 × 90 frame,
// in a UIHostingController snapshotted on an iPhone 13 Pro (390 × 844, safe area 47 above,
// 34 below), dark appearance from the strategy's traits.
@MainActor func makeOracleView() -> AnyView {
    let items = [RowFilm.castleInTheSky, .kikisDeliveryService]
    return AnyView(
        List {
            ForEach(items) { item in
                FilmRowView(rowFilm: item) { _ in
                    Color.red.aspectRatio(2/3, contentMode: .fit).frame(width: 60, height: 90)
                }
            }
        }
        .listStyle(.plain)
    )
}

let oracleLayout = OracleLayout.iPhone13
