import OracleHarness
import SwiftUI

// o521: kasianov-mikhail/scout, CountBadgeSnapshotTests.variants, dark, @2x.
// What the test builds: four count capsules (caption semibold, monospaced digits, the colour at 13 % behind), padded 16.
// As the test builds it: assertSnapshot(of: view, as: .scout(height: 200, style: .dark)): the suite's
// .image(layout: .fixed(width: 393, height: 200), traits: [userInterfaceStyle .dark, displayScale 2]): a host of
// that size, the view centred in it, no safe area, the whole host dark.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(alignment: .leading, spacing: 16) {
            CountBadge(count: 3)
            CountBadge(count: 128, color: .orange)
            CountBadge(count: 42, prefix: "+", color: .green)
            CountBadge(count: 9218, prefix: "×", color: .blue)
        }
        .padding()
    )
}

let oracleLayout = OracleLayout.fixed(width: 393, height: 200)
