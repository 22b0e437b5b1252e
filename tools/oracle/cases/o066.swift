import OracleHarness
import SwiftUI

// o066: autoreleasefool/approach, BadgeViewTests.snapshotBadges(), light, @3x.
// Six caption badges (plain, success, destructive, info, primary, red on blue) stacked in a
// VStack framed 428 pt wide, snapshotted with the default .image strategy (size that fits),
// no traits (the simulator's light appearance).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack {
            BadgeView("Badge", style: .plain)
            BadgeView("Badge", style: .success)
            BadgeView("Badge", style: .destructive)
            BadgeView("Badge", style: .info)
            BadgeView("Badge", style: .primary)
            BadgeView("Badge", style: .init(foreground: .red, background: .blue))
        }
        .frame(width: 428)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
