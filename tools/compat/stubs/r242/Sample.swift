import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        FeaturedRecipeCard(recipe: Recipe(id: 3, name: "Vegetarian Stir-Fry", prepTimeMinutes: 15, cookTimeMinutes: 20, servings: 3, difficulty: "Easy", cuisine: "Asian", image: "https://cdn.dummyjson.com/recipe-images/3.webp", rating: 4.7))
        FeaturedRecipeCard(recipe: Recipe(id: 4, name: "Chocolate Chip Cookies", prepTimeMinutes: 15, cookTimeMinutes: 10, servings: 24, difficulty: "Easy", cuisine: "American", image: nil, rating: 4.9))
    }
    .padding()
}
