import SwiftUI
import Theme
import ProtonCoreUIFoundations

@MainActor func makeSampleRow() -> some View {
    List {
        SettingsCell(icon: IconProvider.user,
                     content: .multiline(title: "Eric Norbert", subtitle: "eric.norbert@proton.me"),
                     accessory: .disclosure)
        SettingsCell(icon: IconProvider.shield,
                     content: .standard(title: "NetShield", value: "On"),
                     accessory: .disclosure)
        SettingsCell(icon: IconProvider.lifeRing,
                     content: .standard(title: "Support Center", value: nil),
                     accessory: .externalLink)
    }
    .environment(\.colorScheme, .dark)
}
