import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let ingredient = Ingredient(id: "i1", text: "2 cups basmati rice", quantity: 2, measure: "cup", food: "basmati rice", weight: 370, foodCategory: "grains", imgUrl: nil)
    let biryani = Recipe(id: "r1", name: "Chicken Biryani", imgUrl: nil, sourceUrl: "https://example.org/biryani", yield: 6, ingString: ["2 cups basmati rice"], ingredients: [ingredient], calories: 3120, cuisineType: ["indian"], mealType: ["lunch/dinner"], recipeInstructions: nil)
    let salad = Recipe(id: "r2", name: "Greek Salad", imgUrl: nil, sourceUrl: nil, yield: 2.5, ingString: nil, ingredients: [], calories: 540, cuisineType: ["mediterranean"], mealType: ["lunch/dinner"], recipeInstructions: "Chop and toss.")
    return VStack(spacing: 10) {
        RecipeCardView(recipe: biryani, withURL: nil, heartImg: "heart")
        RecipeCardView(recipe: salad, withURL: nil, heartImg: "heart.fill")
    }
    .environmentObject(FirebaseInterface())
    .padding()
}
