import OracleHarness
import SwiftUI

// o503: medaminenajjar/DesignSystemKit, CardViewSnapshotTests.defaultCardView, light, @3x.
// What the test builds: a CardView of "Titre" over "Contenu de la carte", padded inside the card (which pads
// again) on the catalog SurfaceColor, 10 pt corners, a black 10 % shadow of radius 4, 2 pt down; padded.
// As the test builds it: assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13))): the view
// centred in the iPhone13 configuration (390 x 844 pt, safe area 47 above and 34 below; its traits:
// display scale 3, content size medium), light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        CardView {
            VStack(alignment: .leading) {
                Text("Titre")
                Text("Contenu de la carte")
            }
            .padding()
        }
        .padding()
    )
}

let oracleLayout = OracleLayout.iPhone13
