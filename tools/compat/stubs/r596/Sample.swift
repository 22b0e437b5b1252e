import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The ingredients grid: two cards per row.
    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
        ForEach(Ingredients.all) { ingredient in
            IngredientsCard(ingredient: ingredient)
        }
    }
    .padding()
}
