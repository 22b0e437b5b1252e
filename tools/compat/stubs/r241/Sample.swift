import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        RecipeCard(recipe: Recipe(id: 1, name: "Classic Margherita Pizza", prepTimeMinutes: 20, cookTimeMinutes: 15, servings: 4, difficulty: "Easy", cuisine: "Italian", image: "https://cdn.dummyjson.com/recipe-images/1.webp", rating: 4.6))
        RecipeCard(recipe: Recipe(id: 2, name: "Chicken Biryani", prepTimeMinutes: 30, cookTimeMinutes: 45, servings: 6, difficulty: "Medium", cuisine: nil, image: nil, rating: 4.8))
    }
    .padding()
}
