import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // AlarmSettingsView: the low and high alarm thresholds as number selectors in a grouped list.
    List {
        Section("Alarm settings") {
            NumberSelectorView(key: "Lower limit", value: 70, step: 5, displayValue: "70 mg/dL")
            NumberSelectorView(key: "Upper limit", value: 180, step: 5, displayValue: "180 mg/dL")
        }
    }
    .listStyle(.insetGrouped)
}
