import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let curry = RecipeModel(id: 7, name: "Chicken Tikka Masala", ingredients: [], instructions: [], prepTimeMinutes: 25,
                            cookTimeMinutes: 35, servings: 6, difficulty: "Medium", cuisine: "Indian",
                            image: URL(string: "https://cdn.dummyjson.com/recipe-images/7.webp")!, rating: 4.8,
                            mealType: ["Dinner"], isFavorite: false, isSaved: true)
    return List {
        RecipeRowView(recipe: .testData)
        RecipeRowView(recipe: curry, date: Date(timeIntervalSince1970: 1_764_250_000))
    }
    .listStyle(.plain)
}
