import OracleHarness
import SwiftUI

// o502: medaminenajjar/DesignSystemKit, AlertBannerSnapshotTests.successBanner, light, @3x.
// What the test builds: the success AlertBanner: ✅ beside "Success" over "The data has been saved
// successfully.", on green at 10 % with 10 pt corners; padded.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13))): the view
// centred in the iPhone13 configuration (390 x 844 pt, safe area 47 above and 34 below; its traits:
// display scale 3, content size medium), light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        AlertBanner(type: .success, title: "Success", message: "The data has been saved successfully.")
            .padding()
    )
}

let oracleLayout = OracleLayout.iPhone13
