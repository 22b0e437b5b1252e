import OracleHarness
import SwiftUI

// o237: TheraForge/OTFDesignSystem, InfoCardTests.testCardBackgroundContrastsWithGroupedBackgroundInDarkMode, dark, @3x.
// The plain info card padded 24 on the grouped background; the test asks for dark only, so its
// snapshot 1 is dark.
// Snapshotted by the test's SnapshotHelper.test(viewController:) (Aug 2026): assertSnapshot(of:
// UIHostingController(rootView: …), as: .image(on: .iPhone13Pro, traits: .init(userInterfaceStyle: .dark)))
// as snapshot 1: a 390 × 844 screen, safe area 47 above and 34 below, the root centred in it,
// iPhone13Pro traits (content size medium). The module's sources compile as the case, all but its
// Xcode library items (Base/OTFDSProvider.swift).
@MainActor func makeOracleView() -> AnyView {
    let title: LocalizedStringKey = "Medication Tracker"
    let subtitle: LocalizedStringKey = "Manage medications effortlessly. Set reminders and track doses for better adherence."
    return AnyView(
        ZStack {
            Color(UIColor.systemGroupedBackground)
                .ignoresSafeArea()
            OTFInfoCard(title: title, description: subtitle)
                .padding(24)
        }
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
