import SwiftUI
import ThreemaFramework

// Settings: privacy and appearance entries with their grey icon tiles, in a navigation list.
@MainActor func makeSampleRow() -> some View {
    NavigationView {
        List {
            Section {
                SettingsListItemView(cellTitle: "Privacy", image: .systemImage("hand.raised.fill"))
                SettingsListItemView(cellTitle: "Appearance", accessoryText: "System", image: .systemImage("paintbrush.fill"))
                SettingsListItemView(cellTitle: "Notifications", image: .systemImage("bell.badge.fill"))
                SettingsListItemView(cellTitle: "Storage", accessoryText: "1.2 GB")
            }
        }
        .navigationTitle("Settings")
    }
}
