import SwiftUI

// The settings screen's navigation rows.
@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        List {
            Section {
                NavigationRow(title: "Nightscout", subtitle: "Connected", icon: "network", value: 1)
                NavigationRow(title: "Dexcom Share", icon: "sensor.tag.radiowaves.forward", iconTint: .green, value: 2)
                NavigationRow(title: "Alarms", subtitle: "7 active", icon: "alarm", iconTint: .red, value: 3)
                NavigationRow(title: "Graph", icon: "chart.xyaxis.line", value: 4)
            }
        }
        .navigationTitle("Settings")
    }
}
