import OracleHarness
import SwiftUI

// o148: V8tr/SnapshotTestingSwiftUI, LandmarkRowTests.testRenderLandmark, light, @3x.
// LandmarkRow: an HStack of the "turtlerock" image (resizable, 50 × 50; a JPEG image set of the
// app's asset catalog) and "Turtle Rock", then a Spacer; not a favourite. The test frames it
// 300 × 70 (referenceFrame()).
// Snapshotted with the test's .image(size:) for SwiftUI views: the view as the root of a
// UIHostingController, Snapshotting<UIViewController, UIImage>.image(size:) of swift-snapshot-testing
// 1.7.2 (2020, iOS 13): a host of exactly that size, no safe area, the system background, light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        LandmarkRow(landmark: Landmark(name: "Turtle Rock", imageName: "turtlerock", isFavorite: false))
            .frame(width: 300, height: 70)
    )
}

let oracleLayout = OracleLayout.fixed(width: 300, height: 70)
