import OracleHarness
import SwiftUI

// o457: howard768/ai-health-coach (Meld), DSListRowSnapshotTests.toggleOn, light, @3x.
// What the test builds: the toggle row on: "Push Notifications" over "Get proactive coaching alerts",
// a spacer and a green-tinted switch (label hidden), padded 12 x 16.
// As the test builds it: the view framed 360 pt wide and padded 16 pt, then
// assertSnapshot(of:as: .image(layout: .sizeThatFits)), the simulator's own traits.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSToggle(title: "Push Notifications", isOn: .constant(true), subtitle: "Get proactive coaching alerts")
        .frame(width: 360)
        .padding()
    )
}

let oracleLayout = OracleLayout.sizeThatFits
