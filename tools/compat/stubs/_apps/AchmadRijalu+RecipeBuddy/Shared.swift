// Stubs shared by the AchmadRijalu/RecipeBuddy rows (r629–r631): RecipeModel and IngredientModel
// (Models/RecipeModel.swift), FavoriteRecipeViewModel (ViewModel/: favourites kept in memory here, the app
// keeps them in UserDefaults) and a sample recipe. Our own test doubles.
import SwiftUI

struct IngredientModel: Identifiable, Codable {
    var id = UUID()
    let name: String
    let quantity: String
    enum CodingKeys: String, CodingKey { case name, quantity }
}

struct RecipeModel: Identifiable, Codable {
    var id: String
    var title: String
    var tags: [String]
    var minutes: Int
    var image: String
    var ingredients: [IngredientModel]
    var steps: [String]
}

final class FavoriteRecipeViewModel: ObservableObject {
    @Published var favoriteRecipes: [RecipeModel] = []

    func isFavorite(recipeId: String) -> Bool {
        favoriteRecipes.contains { $0.id == recipeId }
    }

    func saveFavorites(recipe: RecipeModel) {
        if let index = favoriteRecipes.firstIndex(where: { $0.id == recipe.id }) {
            favoriteRecipes.remove(at: index)
        } else {
            favoriteRecipes.append(recipe)
        }
    }
}

enum SampleRecipes {
    static let shakshuka = RecipeModel(
        id: "r-101", title: "Shakshuka with Feta", tags: ["Breakfast", "Vegetarian"], minutes: 25,
        image: "https://example.com/img/shakshuka.jpg",
        ingredients: [
            IngredientModel(name: "Eggs", quantity: "4"),
            IngredientModel(name: "Crushed tomatoes", quantity: "400 g"),
            IngredientModel(name: "Feta", quantity: "80 g"),
        ],
        steps: ["Simmer the sauce.", "Crack in the eggs.", "Top with feta."])
    static let curry = RecipeModel(
        id: "r-102", title: "Chickpea Coconut Curry", tags: ["Vegan", "Dinner"], minutes: 35,
        image: "https://example.com/img/curry.jpg", ingredients: [], steps: [])
}
