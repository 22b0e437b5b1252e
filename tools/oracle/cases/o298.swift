import OracleHarness
import SwiftUI

// o298: nikolay-dementiev/DMUnLoader, DMErrorViewTests.testThatThe_ViewWithCloseButton_IsStyledCorrectlyAccordingToSettings, light, @3x.
// The error view in the test's button settings (an empty error text, "Dismiss" and "Try Again"
// labels) for DMAppError.custom(nil): its exclamationmark.triangle image, the empty text, the
// error's description and a "Dismiss" button, in the tests' LoadingViewContainer
// (stubs/_apps/nikolay-dementiev+DMUnLoader): padded 15 on 0.8 gray, corner 10, padded 15, over
// 0.2 black filling the screen.
// Snapshotted as the test does: .image(layout: .device(config: .iPhone13Pro), traits:
// .init(userInterfaceStyle: .light)): the view as the root of a 390 x 844 screen, safe area 47
// above and 34 below, centred in it, iPhone13Pro traits (content size medium), light; Nov-Dec
// 2025.
@MainActor func makeOracleView() -> AnyView {
    let settings = DMErrorDefaultViewSettings(
        errorText: "",
        actionButtonCloseSettings: ActionButtonSettings(text: "Dismiss"),
        actionButtonRetrySettings: ActionButtonSettings(text: "Try Again")
    )
    return AnyView(
        LoadingViewContainer {
            DMErrorView(settings: settings, error: DMAppError.custom(nil), onClose: DMButtonAction { })
        }
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
