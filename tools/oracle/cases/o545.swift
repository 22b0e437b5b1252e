import OracleHarness
import SwiftUI

// o545: AhmedRaslan2022/TMDB_2026 (CoreUI), PosterCardSnapshotTests.testLargeDynamicType, light, @3x.
// What the test builds: the poster card with no poster URL (RemoteImage's placeholder: a 12 pt rounded
// rectangle in the brand navy at 15 % with a film symbol, 130 x 195 pt scaled with Dynamic Type),
// "Fight Club" (footnote semibold, two lines reserved) and a yellow star with "8.4" (caption,
// secondary), padded 16 on the system background.
// As the test builds it: assertSnapshot(of: card, as: .image(layout: .sizeThatFits)).
// The test applies the size to the view: card.dynamicTypeSize(.accessibility3); no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        PosterCard(title: "Fight Club", posterURL: nil, rating: 8.4, onSelect: {})
            .padding()
            .background(Color(.systemBackground))
            .dynamicTypeSize(.accessibility3)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
