import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let favorites = FavoriteRecipeViewModel()
    favorites.favoriteRecipes = [SampleRecipes.curry]
    // The recipe list: rows in a plain list.
    return NavigationStack {
        List {
            ListRecipeItem(recipe: .constant(SampleRecipes.shakshuka), favoriteRecipeViewModel: favorites,
                           iShowToast: .constant(false))
            ListRecipeItem(recipe: .constant(SampleRecipes.curry), favoriteRecipeViewModel: favorites,
                           iShowToast: .constant(false))
        }
        .listStyle(.plain)
        .navigationTitle("Recipes")
    }
}
