import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // SettingsView: sections of rows on the app's background, each row a plain button.
    ScrollView {
        VStack(alignment: .leading, spacing: 0) {
            Text("Account")
                .font(.headline)
                .padding(.horizontal)
                .padding(.bottom, 4)
            SettingsRow(icon: "bell", title: "Notifications", showDisclosure: true) {}
            SettingsRow(icon: "lock", title: "Privacy & Security", showDisclosure: true) {}
            SettingsRow(icon: "questionmark.circle", title: "Help Center", showDisclosure: true, externalLink: true) {}
            SettingsRow(icon: "rectangle.portrait.and.arrow.right", title: "Log Out") {}
        }
        .padding(.vertical)
    }
}
