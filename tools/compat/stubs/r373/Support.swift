import SwiftUI
// Stubs for Suwatte/Suwatte iOS/Views/Helpers/Views/ColoredBadge.swift: Color.systemBackground
// (iOS/Extensions/STT+Color.swift).

extension Color {
    static var systemBackground: Color {
        .init(uiColor: .systemBackground)
    }
}
