import SwiftUI

// The profile's settings list.
@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        List {
            Section("Account") {
                SettingsRowView(icon: "lock", title: "Password & Security")
                SettingsRowView(icon: "globe", title: "Language", trailingText: "English")
                SettingsRowView(icon: "paintbrush", title: "Theme", trailingText: "System")
            }
        }
        .listStyle(.insetGrouped)
    }
}
