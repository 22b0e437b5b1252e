import SwiftUI
import FlipcashUI

@MainActor func makeSampleRow() -> some View {
    let insets = EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    // The settings sheet: rows stacked in a scroll view on the app's dark background.
    return ZStack {
        Color.backgroundMain.ignoresSafeArea()
        ScrollView {
            VStack(spacing: 0) {
                SettingsRow(asset: .myAccount, title: "My Account", insets: insets) {}
                SettingsRow(systemImage: "questionmark.circle", title: "FAQ", insets: insets) {}
                SettingsRow(systemImage: "ladybug", title: "Beta Flags", badge: .beta, insets: insets) {}
                SettingsRow(asset: .logout, title: "Log Out", insets: insets) {}
            }
        }
        .foregroundStyle(Color.textMain)
    }
}
