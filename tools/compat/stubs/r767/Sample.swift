import SwiftUI

// Settings: the account rows, separated by dividers on the app's background.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 0) {
            SettingsRow(title: "Edit Profile", icon: "editIcon")
            Divider().padding(.horizontal, 20)
            SettingsRow(title: "Notifications", icon: "bellIcon")
            Divider().padding(.horizontal, 20)
            SettingsRow(title: "Privacy", icon: "lockIcon")
            Divider().padding(.horizontal, 20)
            SettingsRow(title: "Log Out", icon: "logoutIcon")
        }
    }
    .background(Color("AppBackgroundColor"))
}
