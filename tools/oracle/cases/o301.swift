import OracleHarness
import SwiftUI

// o301: nikolay-dementiev/DMUnLoader, DMErrorViewTests.testThat_ErrorView_Renders_Correctly_When_DefaultSettings_Provided, dark, @3x.
// The error view in its default settings for NSError(domain: "TestErrorDomain", code: 1): image,
// "An error has occured!", the error's localized description, a "Close" button, in the tests'
// LoadingViewContainer (stubs/_apps/nikolay-dementiev+DMUnLoader): padded 15 on 0.8 gray, corner
// 10, padded 15, over 0.2 black filling the screen.
// Snapshotted as the test does: .image(layout: .device(config: .iPhone13Pro), traits:
// .init(userInterfaceStyle: .dark)): the view as the root of a 390 x 844 screen, safe area 47
// above and 34 below, centred in it, iPhone13Pro traits (content size medium), dark; Nov-Dec 2025.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        LoadingViewContainer {
            DMErrorView(settings: DMErrorDefaultViewSettings(),
                        error: NSError(domain: "TestErrorDomain", code: 1, userInfo: nil),
                        onClose: DMButtonAction { })
        }
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
