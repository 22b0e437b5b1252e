import OracleHarness
import SwiftUI

// o115: ProtonMail/protoncore_ios, PCBannerSnapshotTests.test_PCBanner_default_warning, light, @3x.
// PCBanner in the .warning style: "This is a banner" in subheadline, TextInverted, leading in a
// full-width HStack, padded 16, on ColorProvider.NotificationWarning, corner radius 6.
// ColorProvider's colours are UIFoundations' named colorsets (stubs/_apps/ProtonMail+protoncore_ios).
// Snapshotted by the TestingToolkit's SnapshotTestCase.checkSnapshots(view:): the view as the
// root of a UIHostingController, .image(on: .iPhoneSe, perceptualPrecision: 0.98, traits:
// userInterfaceStyle .light) — a 320 × 568 screen, 20 pt safe area above, none below, the view
// centred in the rest, iPhoneSe traits (content size medium), the hosting view's system
// background; named "light".
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        PCBanner(
            style: .constant(.init(style: .warning)),
            content: .constant(.init(message: "This is a banner"))
        )
    )
}

let oracleLayout = OracleLayout.device(width: 320, height: 568, safeTop: 20, safeBottom: 0)
