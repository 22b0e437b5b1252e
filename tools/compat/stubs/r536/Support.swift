// Stubs for DamienThomp/core-data-budget-app CoreDataBudgetApp/Views/CustomListItemView.swift: the app's
// list-row background (Views/ListRowBackgroundTheme.swift) and
// Locale.currencyCode (Extensions/Locale+Extensions.swift).
import SwiftUI

struct ListRowBackgroundTheme: View {
    var body: some View {
        Rectangle().fill(.thinMaterial)
    }
}
