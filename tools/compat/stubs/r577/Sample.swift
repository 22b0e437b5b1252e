import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // GlucoseSettingsView / AdditionalSettingsView: toggle rows in a grouped form.
    List {
        Section("Glucose settings") {
            ToggleView(key: "Glucose unit", value: true, trueValue: "mg/dL", falseValue: "mmol/L")
            ToggleView(key: "Show annotations", value: false)
        }
        Section("Other") {
            ToggleView(key: "Read glucose values aloud", value: true)
        }
    }
    .listStyle(.insetGrouped)
}
