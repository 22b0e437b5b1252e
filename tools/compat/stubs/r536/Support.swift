import SwiftUI
// Stubs for DamienThomp/core-data-budget-app CoreDataBudgetApp/Views/CustomListItemView.swift: the app's
// list-row background (Views/ListRowBackgroundTheme.swift) and
// Locale.currencyCode (Extensions/Locale+Extensions.swift).

struct ListRowBackgroundTheme: View {
    var body: some View {
        Rectangle().fill(.thinMaterial)
    }
}

/// Extensions/Locale+Extensions.swift.
extension Locale {
    /// The locale's currency, Canadian dollars when it has none.
    var currencyCode: String { currency.map(\.identifier) ?? "CAD" }
}
