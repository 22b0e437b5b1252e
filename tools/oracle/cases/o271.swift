import OracleHarness
import SwiftUI

// o271: lunij/netbob, SettingsViewTests.test_settingsView, light, @3x.
// The settings Form without a navigation container: an Enabled toggle, content types with
// checkmarks, a Blacklist section, a red "Clear session" button, the list-limit slider, then the
// version text under the Form. Snapshotted by the test's assertSnapshot(of:) helper:
// .image(layout: .device(config: .iPhoneSe), traits: light): the view as the root of a 320 x 568
// screen, safe area 20 above, centred in it, iPhoneSe traits (content size medium); Sep 2024.
// The fakes and mocks are stubs/_apps/lunij+netbob/TestDoubles.swift.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SettingsView(state: OracleSettingsViewStateMock())
    )
}

let oracleLayout = OracleLayout.device(width: 320, height: 568, safeTop: 20, safeBottom: 0)
