import OracleHarness
import SwiftUI

// o152: V8tr/SnapshotTestingSwiftUI, LandmarkRowTests.testLargeTitleFont, light, @3x.
// LandmarkRow: an HStack of the "turtlerock" image (resizable, 50 × 50; a JPEG image set of the
// app's asset catalog) and "Turtle Rock", then a Spacer, in FontPreview(.largeTitle) (Previews.swift):
// padded, with .environment(\.font, .largeTitle). Framed 300 × 70.
// Snapshotted with the test's .image(size:) for SwiftUI views: the view as the root of a
// UIHostingController, Snapshotting<UIViewController, UIImage>.image(size:) of swift-snapshot-testing
// 1.7.2 (2020, iOS 13): a host of exactly that size, no safe area, the system background, light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        FontPreview(.largeTitle) { LandmarkRow(landmark: .fixture()) }
            .frame(width: 300, height: 70)
    )
}

let oracleLayout = OracleLayout.fixed(width: 300, height: 70)
