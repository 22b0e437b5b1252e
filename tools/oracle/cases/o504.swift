import OracleHarness
import SwiftUI

// o504: medaminenajjar/DesignSystemKit, GlassCardSnapshotTests.glassCardWithContent, light, @3x.
// What the test builds: a GlassCard (as at fcfa97c: an ultra-thin material clipped to 16 pt corners with a 1 pt
// white 15 % border) of "🧊 Glass Card" (headline) over "Blur effect" (secondary), padded twice; padded.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13))): the view
// centred in the iPhone13 configuration (390 x 844 pt, safe area 47 above and 34 below; its traits:
// display scale 3, content size medium), light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        GlassCard {
            VStack(spacing: 8) {
                Text("🧊 Glass Card")
                    .font(.headline)
                Text("Blur effect")
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
        .padding()
    )
}

let oracleLayout = OracleLayout.iPhone13
