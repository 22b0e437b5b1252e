import SwiftUI
// Stubs for evrenhaznedaroglu2024-ops/sigarasizim Views/Components/MetricTile.swift (what the row uses from elsewhere in its app).

struct AppTheme {
    static let primary = Color.blue
    static let accent = Color.indigo
    static let background = Color(uiColor: .systemGroupedBackground)
    static let cardBackground = Color(uiColor: .secondarySystemGroupedBackground)
    static let textPrimary = Color.primary
    static let textSecondary = Color.secondary
}
