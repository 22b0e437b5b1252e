import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // BudgetDetailScreen's summary section.
    NavigationStack {
        List {
            Section {
                CustomListIemView(label: "Budget:", value: 450)
                CustomListIemView(label: "Remaining:", value: 289.4)
                CustomListIemView(label: "Total Expenses:", value: 160.6)
            }
            .listRowBackground(ListRowBackgroundTheme())
        }
        .scrollContentBackground(.hidden)
        .background(LinearGradient(colors: [.teal, .black], startPoint: .top, endPoint: .bottom))
        .navigationTitle("Groceries")
    }
}
