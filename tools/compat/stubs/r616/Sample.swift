import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The category's recipe list: cards in a scroll view.
    ScrollView {
        LazyVStack {
            RecipeCardView(recipe: Recipe(name: "Spaghetti Carbonara", recipe_id: 1))
            RecipeCardView(recipe: Recipe(name: "Lemon Drizzle Cake", recipe_id: 2, storedLocally: true))
        }
        .padding(.horizontal)
    }
    .environmentObject(AppState())
}
