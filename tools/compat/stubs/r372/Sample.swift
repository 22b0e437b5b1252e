import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        SettingsRow(icon: "person.circle", title: "Profile Settings", showChevron: true)
            .padding(.vertical, 12)
        SettingsRow(icon: "bell", title: "Notifications", showChevron: true)
            .padding(.vertical, 12)
        SettingsRow(icon: "rectangle.portrait.and.arrow.right", title: "Log Out")
            .padding(.vertical, 12)
    }
    .padding(.horizontal, 20)
}
