import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // Whisperboard's settings screen: a dark list of these rows.
    VStack(spacing: .grid(4)) {
        SettingsButton(icon: .system(name: "square.and.arrow.up", background: .DS.Background.accentAlt),
                       title: "Export all recordings", indicator: .chevron, action: {})
        SettingsButton(icon: .system(name: "star.fill", background: .DS.Background.warning),
                       title: "Rate the app", trailingText: "v1.12", indicator: .openOutside, action: {})
        SettingsButton(icon: .system(name: "trash"), title: "Delete storage", action: {})
    }
    .padding(.grid(4))
    .background(Color.DS.Background.secondary)
}
