import OracleHarness
import SwiftUI

// o236: TheraForge/OTFDesignSystem, InfoCardTests.testCardWithCustomLabels, dark, @3x.
// The info card with custom labels (title font, black weight; semibold description) and two actions, dark.
// Snapshotted by the test's SnapshotHelper.test(viewController:) (Aug 2026): assertSnapshot(of:
// UIHostingController(rootView: …), as: .image(on: .iPhone13Pro, traits: .init(userInterfaceStyle: .dark)))
// as snapshot 2: a 390 × 844 screen, safe area 47 above and 34 below, the root centred in it,
// iPhone13Pro traits (content size medium). The module's sources compile as the case, all but its
// Xcode library items (Base/OTFDSProvider.swift).
@MainActor func makeOracleView() -> AnyView {
    let title: LocalizedStringKey = "Medication Tracker"
    let subtitle: LocalizedStringKey = "Manage medications effortlessly. Set reminders and track doses for better adherence."
    return AnyView(
        OTFInfoCard(
            title: Text(title).font(.title).fontWeight(.black),
            description: Text(subtitle).fontWeight(.semibold),
            actions: [
                .init(label: "Track Doses", style: .primary),
                .init(label: "Set Reminders", style: .secondary)
            ])
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
