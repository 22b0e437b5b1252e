import OracleHarness
import SwiftUI

// o450: howard768/ai-health-coach (Meld), DSListRowSnapshotTests.rowWithLeadingIconAndChevron, light, @3x.
// What the test builds: the list row: a green circle.hexagongrid.fill symbol in a 32 pt square, "Oura
// Ring" (Roboto Light 16, primary text) over "Last synced 2 min ago" (Roboto Regular 12, tertiary), a
// spacer and a 13 pt semibold chevron.right in the disabled grey, padded 12 x 16.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSListRow(title: "Oura Ring", subtitle: "Last synced 2 min ago", leading: {
            Image(systemName: "circle.hexagongrid.fill")
                .foregroundStyle(DSColor.Green.green500)
        }, trailing: {
            DSListChevron()
        })
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
