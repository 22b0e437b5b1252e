import Combine
import SwiftUI
import UIKit
// Stubs for lac66/MyKitchen MyKitchen/Views/CardViews/RecipeCardView.swift (what the row uses from
// elsewhere in its app: Models/InApp/Recipe.swift, Ingredient.swift, Utilities/ImageLoader.swift,
// Utilities/FirebaseInterface.swift). ToastViewSwift is stubbed under _packages.

struct Ingredient: Identifiable, Equatable {
    let id: String
    let text: String
    var quantity: Double
    var measure: String?
    let food: String
    let weight: Double
    let foodCategory: String?
    let imgUrl: String?
}

struct Recipe: Equatable, Identifiable {
    let id: String
    let name: String
    let imgUrl: String?
    let sourceUrl: String?
    let yield: Double
    let ingString: [String]?
    let ingredients: [Ingredient]
    let calories: Double?
    let cuisineType: [String]?
    let mealType: [String]?
    let recipeInstructions: String?
    var img: UIImage?

    init(id: String, name: String, imgUrl: String?, sourceUrl: String?, yield: Double, ingString: [String]?, ingredients: [Ingredient], calories: Double?, cuisineType: [String]?, mealType: [String]?, recipeInstructions: String?) {
        self.id = id
        self.name = name
        self.imgUrl = imgUrl
        self.sourceUrl = sourceUrl
        self.yield = yield
        self.ingString = ingString
        self.ingredients = ingredients
        self.calories = calories
        self.cuisineType = cuisineType
        self.mealType = mealType
        self.recipeInstructions = recipeInstructions
    }

    static func == (lhs: Recipe, rhs: Recipe) -> Bool {
        lhs.id == rhs.id
    }
}

/// Loads an image URL's data and publishes it (the app fetches with URLSession; this double never
/// loads, so the card shows its "No image available" placeholder).
class ImageLoader: ObservableObject {
    var didChange = PassthroughSubject<Data, Never>()
    var data = Data() {
        didSet { didChange.send(data) }
    }

    init(urlString: String) {}
}

/// The app's Firestore gateway (saved recipes, weekly lists); the card only calls these three.
class FirebaseInterface: ObservableObject {
    @Published var savedRecipes: [Recipe] = []
    @Published var weeklyRecipes: [Recipe] = []

    func saveRecipe(recipe: Recipe) { savedRecipes.append(recipe) }
    func unsaveRecipe(recipe: Recipe) { savedRecipes.removeAll { $0.id == recipe.id } }
    func addRecipeToWeeklyData(recipe: Recipe) { weeklyRecipes.append(recipe) }
}
