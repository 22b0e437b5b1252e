import OracleHarness
import SwiftUI

// o239: TheraForge/OTFDesignSystem, MedicationCardTests.testCompleteMedicationCard, dark, @3x.
// The medication card row taken, in a List, under OTFTestStyle, dark.
// Snapshotted by the test's SnapshotHelper.test(viewController:) (Aug 2026): assertSnapshot(of:
// UIHostingController(rootView: …), as: .image(on: .iPhone13Pro, traits: .init(userInterfaceStyle: .dark)))
// as snapshot 2: a 390 × 844 screen, safe area 47 above and 34 below, the root centred in it,
// iPhone13Pro traits (content size medium). The module's sources compile as the case, all but its
// Xcode library items (Base/OTFDSProvider.swift).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        List {
            OTFMedicationCard(title: "Levodopa", dosage: "100mg", schedule: "08:00 AM", isCompleted: true)
        }.otfStyle(OTFTestStyle())
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
