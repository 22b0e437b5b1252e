import SwiftUI

private struct SettingToggleSample: View {
    @State private var biometrics = true
    @State private var hideBalance = false
    var body: some View {
        // Settings: toggle cells grouped on a surface card over the app's dark background.
        ZStack {
            Theme.colors.bgPrimary.ignoresSafeArea()
            VStack(spacing: 0) {
                SettingToggleCell(title: "Face ID", icon: "faceid", isEnabled: $biometrics)
                Divider().background(Theme.colors.borderLight)
                SettingToggleCell(title: "Hide balance", icon: "eye.slash", isEnabled: $hideBalance)
            }
            .background(Theme.colors.bgSurface1)
            .cornerRadius(Theme.radius.lg)
            .padding(16)
        }
        .environmentObject(SettingsViewModel())
    }
}

@MainActor func makeSampleRow() -> some View {
    SettingToggleSample()
}
