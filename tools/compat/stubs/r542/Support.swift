import SwiftUI
// Stubs for Mahaboobsab/eSociety eSociety/Features/DashboardView/BadgeView.swift: AppFont (Resources/Fonts/
// FontConstants.swift: Roboto, bundled by the app), which the dashboard's cards use around the badge.

enum AppFont {
    static func robotoBold(size: CGFloat) -> Font {
        .custom("Roboto-Bold", size: size)
    }
}
