import OracleHarness
import SwiftUI

// o303: nikolay-dementiev/DMUnLoader, DMErrorViewTests.testThat_ErrorView_Renders_Correctly_When_CustomSettings_Provided, dark, @3x.
// The error view in the test's custom settings (an orange 54 pt exclamationmark.triangle, "Oops!
// Looks like something went wrong..." and the error's description in mint, leading, padded
// 11/16/12/17, "X" and "Try Again" buttons) for the NSError, in the tests' LoadingViewContainer
// (stubs/_apps/nikolay-dementiev+DMUnLoader): padded 15 on 0.8 gray, corner 10, padded 15, over
// 0.2 black filling the screen.
// Snapshotted as the test does: .image(layout: .device(config: .iPhone13Pro), traits:
// .init(userInterfaceStyle: .dark)): the view as the root of a 390 x 844 screen, safe area 47
// above and 34 below, centred in it, iPhone13Pro traits (content size medium), dark; Nov-Dec 2025.
@MainActor func makeOracleView() -> AnyView {
    let settings = DMErrorDefaultViewSettings(
        errorText: "Oops! Looks like something went wrong...",
        actionButtonCloseSettings: ActionButtonSettings(text: "X"),
        actionButtonRetrySettings: ActionButtonSettings(text: "Try Again"),
        errorTextSettings: ErrorTextSettings(
            foregroundColor: Color.mint,
            multilineTextAlignment: .leading,
            padding: EdgeInsets(top: 11, leading: 16, bottom: 12, trailing: 17)
        ),
        errorImageSettings: ErrorImageSettings(
            image: Image(systemName: "exclamationmark.triangle"),
            foregroundColor: Color.orange,
            frameSize: CustomViewSize(width: 54, height: 54, alignment: .bottomTrailing)
        )
    )
    return AnyView(
        LoadingViewContainer {
            DMErrorView(settings: settings,
                        error: NSError(domain: "TestErrorDomain", code: 1, userInfo: nil),
                        onRetry: DMButtonAction {}, onClose: DMButtonAction { })
        }
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
