import OracleHarness
import SwiftUI

// o543: AhmedRaslan2022/TMDB_2026 (CoreUI), PosterCardSnapshotTests.testDark, dark, @3x.
// What the test builds: the poster card with no poster URL (RemoteImage's placeholder: a 12 pt rounded
// rectangle in the brand navy at 15 % with a film symbol, 130 x 195 pt scaled with Dynamic Type),
// "Fight Club" (footnote semibold, two lines reserved) and a yellow star with "8.4" (caption,
// secondary), padded 16 on the system background.
// As the test builds it: assertSnapshot(of: card, as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .dark))). The whole host dark.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        PosterCard(title: "Fight Club", posterURL: nil, rating: 8.4, onSelect: {})
            .padding()
            .background(Color(.systemBackground))
    )
}

let oracleLayout = OracleLayout.sizeThatFits
