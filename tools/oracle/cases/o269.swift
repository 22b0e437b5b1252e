import OracleHarness
import SwiftUI

// o269: lunij/netbob, ListViewTests.test_listView, light, @3x.
// The connections List in a NavigationView: toolbar share/save/info/settings symbols, a search
// field "Search ...", six rows of a 6 pt status bar (green/orange/red, filled or stroked) beside
// GET, status code and time (monospaced 10) over the URL (10), older-session rows at opacity
// 0.6. Snapshotted by the test's assertSnapshot(of:) helper: .image(layout: .device(config:
// .iPhoneSe), traits: light): the view as the root of a 320 x 568 screen, safe area 20 above,
// centred in it, iPhoneSe traits (content size medium); Sep 2024. The fakes and mocks are
// stubs/_apps/lunij+netbob/TestDoubles.swift.
@MainActor func makeOracleView() -> AnyView {
    TimeZoneProvider.shared.current = TimeZone(secondsFromGMT: 0)!
    return AnyView(
        NavigationView {
            ListView(state: OracleListViewStateMock())
        }
    )
}

let oracleLayout = OracleLayout.device(width: 320, height: 568, safeTop: 20, safeBottom: 0)
