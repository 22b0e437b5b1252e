import OracleHarness
import SwiftUI

// o117: ProtonMail/protoncore_ios, PCButtonSnapshotTests.test_PCButton_solid_idle, light, @3x.
// PCButton in .solid mode (brand .proton): "Default Button" at full width (maxWidth .infinity) in
// PCButtonSolidStyle — body font, padding 16, white text on InteractionNorm, corner radius 8.
// ColorProvider's colours are UIFoundations' named colorsets (stubs/_apps/ProtonMail+protoncore_ios).
// Snapshotted by the TestingToolkit's SnapshotTestCase.checkSnapshots(view:): the view as the
// root of a UIHostingController, .image(on: .iPhoneSe, perceptualPrecision: 0.98, traits:
// userInterfaceStyle .light) — a 320 × 568 screen, 20 pt safe area above, none below, the view
// centred in the rest, iPhoneSe traits (content size medium), the hosting view's system
// background; named "light".
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        PCButton(
            style: .constant(.init(mode: .solid)),
            content: .constant(.init(title: "Default Button", action: {}))
        )
    )
}

let oracleLayout = OracleLayout.device(width: 320, height: 568, safeTop: 20, safeBottom: 0)
