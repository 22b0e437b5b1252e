import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        SettingsToggleRow(title: "Push Notifications", isOn: .constant(true), icon: "bell.fill")
        SettingsToggleRow(title: "Show Activity Status", isOn: .constant(false), icon: "eye.fill")
    }
    .padding(.vertical)
    .background(Color(.systemGroupedBackground))
}
