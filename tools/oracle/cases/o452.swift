import OracleHarness
import SwiftUI

// o452: howard768/ai-health-coach (Meld), DSListRowSnapshotTests.rowTitleOnly, light, @3x.
// What the test builds: the list row without a leading view (its convenience initializer leaves an
// EmptyView, still framed 32 x 32) and without a subtitle: "Privacy Policy" and a chevron.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSListRow(title: "Privacy Policy", trailing: {
            DSListChevron()
        })
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
