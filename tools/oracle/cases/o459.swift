import OracleHarness
import SwiftUI

// o459: howard768/ai-health-coach (Meld), DSListRowSnapshotTests.composedSettingsList, light, @3x.
// What the test builds: a section header, the Oura Ring row, a divider and the push-notification
// toggle stacked without spacing on the surface colour (white).
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: 0) {
            DSSectionHeader(title: "Connected Sources")
            DSListRow(title: "Oura Ring", subtitle: "Last synced 2 min ago", leading: {
                Image(systemName: "circle.hexagongrid.fill")
                    .foregroundStyle(DSColor.Green.green500)
            }, trailing: {
                DSListChevron()
            })
            DSDivider()
            DSToggle(title: "Push Notifications", isOn: .constant(true), subtitle: "Get proactive coaching alerts")
        }
        .background(DSColor.Surface.primary)
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
