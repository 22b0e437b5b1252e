import SwiftUI

// The preferences form with the units section: units set by hand, mg/dL chosen.
@MainActor func makeSampleRow() -> some View {
    NavigationView {
        Form {
            UnitsSectionView(
                manuallySetUnits: .constant(true),
                selectedUnits: .constant(.mgdl),
                onUnitsChanged: {}
            )
        }
        .navigationTitle("Preferences")
    }
}
