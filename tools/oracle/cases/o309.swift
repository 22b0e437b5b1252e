import OracleHarness
import SwiftUI

// o309: nikolay-dementiev/DMUnLoader, DMSuccessViewTests.testSnapshotDefaultSuccessView, light, @3x.
// The success view in its default settings (its image over its text), in the tests'
// LoadingViewContainer (stubs/_apps/nikolay-dementiev+DMUnLoader): padded 15 on 0.8 gray, corner
// 10, padded 15, over 0.2 black filling the screen.
// Snapshotted as the test does: .image(layout: .device(config: .iPhone13Pro), traits:
// .init(userInterfaceStyle: .light)): the view as the root of a 390 x 844 screen, safe area 47
// above and 34 below, centred in it, iPhone13Pro traits (content size medium), light; Nov-Dec
// 2025.
@MainActor func makeOracleView() -> AnyView {
    AnyView(LoadingViewContainer { DMSuccessView(settings: DMSuccessDefaultViewSettings()) })
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
