import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // SettingsView: toggle rows stacked on the grey background.
    VStack(spacing: Spacing.medium) {
        SettingsToggleRow(iconName: "bell.fill", title: "Daily reminder", isOn: .constant(true))
        SettingsToggleRow(iconName: "iphone.radiowaves.left.and.right", title: "Haptics", isOn: .constant(false))
        SettingsToggleRow(iconName: "icloud", title: "iCloud sync", isOn: .constant(false), isEnabled: false)
    }
    .padding()
    .background(Color.appGray)
    .environmentObject(ThemeManager())
}
