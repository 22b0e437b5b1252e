import OracleHarness
import SwiftUI

// o238: TheraForge/OTFDesignSystem, MedicationCardTests.testIncompleteMedicationCard, light, @3x.
// A medication card row (Levodopa, 100mg, 08:00 AM, not taken) in a List, under OTFTestStyle
// (OTFMedicationCard.swift).
// Snapshotted by the test's SnapshotHelper.test(viewController:) (Aug 2026): assertSnapshot(of:
// UIHostingController(rootView: …), as: .image(on: .iPhone13Pro, traits: .init(userInterfaceStyle: .light)))
// as snapshot 1: a 390 × 844 screen, safe area 47 above and 34 below, the root centred in it,
// iPhone13Pro traits (content size medium). The module's sources compile as the case, all but its
// Xcode library items (Base/OTFDSProvider.swift).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        List {
            OTFMedicationCard(title: "Levodopa", dosage: "100mg", schedule: "08:00 AM", isCompleted: false)
        }.otfStyle(OTFTestStyle())
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
