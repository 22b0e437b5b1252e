import OracleHarness
import SwiftUI

// o505: medaminenajjar/DesignSystemKit, PrimaryCardSnapshotTests (suite PrimaryCardModifierSnapshotTests).rendersAsExpected, light, @3x.
// What the test builds: two texts (title2; body) 12 pt apart, each with PrimaryCardModifier (padded on the catalog
// SurfaceColor, 10 pt corners, black 10 % shadow of radius 6, 2 pt down); padded on gray at 10 %.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13))): the view
// centred in the iPhone13 configuration (390 x 844 pt, safe area 47 above and 34 below; its traits:
// display scale 3, content size medium), light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: 12) {
            Text("Titre principal")
                .font(.title2)
                .modifier(PrimaryCardModifier())
            Text("Sous-titre ou contenu")
                .modifier(PrimaryCardModifier())
        }
        .padding()
        .background(Color.gray.opacity(0.1))
    )
}

let oracleLayout = OracleLayout.iPhone13
