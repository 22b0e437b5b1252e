import OracleHarness
import SwiftUI

// o501: medaminenajjar/DesignSystemKit, AlertBannerSnapshotTests.errorBannerStyle, light, @3x.
// What the test builds: the error AlertBanner: ❌ (title2) beside "Critical error" (headline) over "Unable to
// load data." (subheadline, secondary), padded, on red at 10 % with 10 pt corners; padded again.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .fixed(width: 375, height: 120))): a host of
// that size, the view centred in it, no safe area, no traits (the simulator's light appearance).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        AlertBanner(type: .error, title: "Critical error", message: "Unable to load data.")
            .padding()
    )
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 120)
