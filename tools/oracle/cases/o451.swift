import OracleHarness
import SwiftUI

// o451: howard768/ai-health-coach (Meld), DSListRowSnapshotTests.rowWithStatusDot, light, @3x.
// What the test builds: the list row with a grey bed.double.fill symbol, "Eight Sleep" over "Not
// connected" and an 8 pt grey status dot at the trailing edge.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSListRow(title: "Eight Sleep", subtitle: "Not connected", leading: {
            Image(systemName: "bed.double.fill")
                .foregroundStyle(DSColor.Text.disabled)
        }, trailing: {
            DSListStatusDot(isConnected: false)
        })
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
