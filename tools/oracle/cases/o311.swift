import OracleHarness
import SwiftUI

// o311: nikolay-dementiev/DMUnLoader, DMSuccessViewTests.testSnapshotCustomSuccessView, light, @3x.
// The success view in the test's custom settings (a cyan star.fill 61 x 70, pink text, spacing
// 22.2) showing its associated object's description "All tasks finished successfully.", in the
// tests' LoadingViewContainer (stubs/_apps/nikolay-dementiev+DMUnLoader): padded 15 on 0.8 gray,
// corner 10, padded 15, over 0.2 black filling the screen.
// Snapshotted as the test does: .image(layout: .device(config: .iPhone13Pro), traits:
// .init(userInterfaceStyle: .light)): the view as the root of a 390 x 844 screen, safe area 47
// above and 34 below, centred in it, iPhone13Pro traits (content size medium), light; Nov-Dec
// 2025.
@MainActor func makeOracleView() -> AnyView {
    let settings = DMSuccessDefaultViewSettings(
        successImageProperties: .init(
            image: Image(systemName: "star.fill"),
            frame: CustomViewSize(width: 61, height: 70),
            foregroundColor: .cyan
        ),
        successTextProperties: .init(text: "Operation Completed!", foregroundColor: .pink),
        spacingBetweenElements: 22.2
    )
    return AnyView(
        LoadingViewContainer {
            DMSuccessView(settings: settings,
                          assosiatedObject: StubDMLoadableTypeSuccess(description: "All tasks finished successfully."))
        }
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
