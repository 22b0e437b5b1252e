import OracleHarness
import SwiftUI

// o305: nikolay-dementiev/DMUnLoader, DMProgressViewTests.testThatProgressIndicatorHasSmallSize (second snapshot), dark, @3x.
// The progress view of o304 alone.
// Snapshotted as the test does: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle:
// .dark)): its size that fits in a UIHostingController, dark, at the recording simulator's scale
// (3x); Nov-Dec 2025.
@MainActor func makeOracleView() -> AnyView {
    let settings = DMProgressViewDefaultSettings(
        progressIndicatorProperties: ProgressIndicatorProperties(size: .small)
    )
    return AnyView(DMProgressView(settings: settings))
}

let oracleLayout = OracleLayout.sizeThatFits
