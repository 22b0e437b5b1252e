import OracleHarness
import SwiftUI

// o150: V8tr/SnapshotTestingSwiftUI, LandmarkRowTests.testDarkTheme, dark, @3x.
// LandmarkRow: an HStack of the "turtlerock" image (resizable, 50 × 50; a JPEG image set of the
// app's asset catalog) and "Turtle Rock", then a Spacer, in DarkThemePreview (Previews.swift):
// padded, on Color(.systemBackground), with .environment(\.colorScheme, .dark). Framed 300 × 70.
// Dark only inside the wrapper: the host trait is unset, so the host is light (oracleHost).
// Snapshotted with the test's .image(size:) for SwiftUI views: the view as the root of a
// UIHostingController, Snapshotting<UIViewController, UIImage>.image(size:) of swift-snapshot-testing
// 1.7.2 (2020, iOS 13): a host of exactly that size, no safe area, the system background, light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DarkThemePreview { LandmarkRow(landmark: .fixture()) }
            .frame(width: 300, height: 70)
    )
}

let oracleLayout = OracleLayout.fixed(width: 300, height: 70)

/// The host as recorded: no interface style was set (light); the wrapper darkens its own content.
let oracleHost = OracleHost(appearance: .light)
