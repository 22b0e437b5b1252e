import OracleHarness
import SwiftUI

// o270: lunij/netbob, DetailViewTests.test_detailView, light, @3x.
// The connection detail screen of one fake GET with a 200 JSON response, in a NavigationView.
// Snapshotted by the test's assertSnapshot(of:) helper: .image(layout: .device(config:
// .iPhoneSe), traits: light): the view as the root of a 320 x 568 screen, safe area 20 above,
// centred in it, iPhoneSe traits (content size medium); Sep 2024. The fakes and mocks are
// stubs/_apps/lunij+netbob/TestDoubles.swift.
@MainActor func makeOracleView() -> AnyView {
    TimeZoneProvider.shared.current = TimeZone(abbreviation: "GMT")!
    return AnyView(
        NavigationView {
            DetailView(state: DetailViewState(connection: OracleNetbobFakes.connection()))
        }
    )
}

let oracleLayout = OracleLayout.device(width: 320, height: 568, safeTop: 20, safeBottom: 0)
