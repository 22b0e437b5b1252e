import SwiftUI

// The profile's settings list.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 12) {
            SettingsRow(iconName: "person.fill", title: "Edit Profile") {}
            SettingsRow(iconName: "bell.fill", title: "Notifications") {}
            SettingsRow(iconName: "target", title: "Goals") {}
            SettingsRow(iconName: "lock.fill", title: "Privacy") {}
        }
        .padding()
    }
}
