import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        SettingsRow(icon: "person.fill", title: "Edit Profile")
        SettingsRow(icon: "bell.fill", title: "Notifications")
    }
    .padding()
}
