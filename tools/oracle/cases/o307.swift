import OracleHarness
import SwiftUI

// o307: nikolay-dementiev/DMUnLoader, DMProgressViewTests.testThatViewMatchesSnapshotWithCustomSettings, dark, @3x.
// The progress view in the test's custom settings: "Wait a bit...\nsecond line...\nthird line..."
// in yellow title2, two lines at most, padded 2/6/3/6, over a large orange ProgressView on blue at
// 0.5 opacity, a 400 x 400 geometry; in the tests' LoadingViewContainer
// (stubs/_apps/nikolay-dementiev+DMUnLoader): padded 15 on 0.8 gray, corner 10, padded 15, over
// 0.2 black filling the screen.
// Snapshotted as the test does: .image(layout: .device(config: .iPhone13Pro), traits:
// .init(userInterfaceStyle: .dark)): the view as the root of a 390 x 844 screen, safe area 47
// above and 34 below, centred in it, iPhone13Pro traits (content size medium), dark; Nov-Dec 2025.
@MainActor func makeOracleView() -> AnyView {
    let settings = DMProgressViewDefaultSettings(
        loadingTextProperties: ProgressTextProperties(
            text: "Wait a bit...\nsecond line...\nthird line...",
            foregroundColor: .yellow,
            font: .title2,
            lineLimit: 2,
            linePadding: EdgeInsets(top: 2, leading: 6, bottom: 3, trailing: 6)
        ),
        progressIndicatorProperties: ProgressIndicatorProperties(size: .large, tintColor: .orange),
        loadingContainerBackgroundColor: .blue.opacity(0.5),
        frameGeometrySize: CGSize(width: 400, height: 400)
    )
    return AnyView(LoadingViewContainer { DMProgressView(settings: settings) })
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
