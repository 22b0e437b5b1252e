import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The overview screen lays the cards out in a two-column grid.
    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
        OverviewCard(title: "Stock overview", highlightColor: .blue, icon: MySymbols.stockOverview, number: 42)
        OverviewCard(title: "Shopping list", highlightColor: .green, icon: MySymbols.shoppingList, number: 7, selected: true)
        OverviewCard(title: "Recipes", highlightColor: .orange, icon: MySymbols.recipe)
        OverviewCard(title: "Expiring soon", highlightColor: .red, icon: "clock", number: 3)
    }
    .padding()
}
