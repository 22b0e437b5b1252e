import Foundation
// Stubs for lorenzomatrullo/Apple-Dev-App app-project/View/RecipesView.swift: RecipesList
// (Model/Model.swift, without its steps, which the row does not read).

public struct RecipesList: Hashable {
    let recipeName: String
    let ingredients: String
    let numberOfSteps: Int
    let imageName: String
    let difficulty: String
    let timeToCook: Int
    let calories: Int
    let servings: Int
    let vegetarian: Bool
    let lactoseFree: Bool
    let glutenFree: Bool

    init(recipeName: String = "", ingredients: String = "", numberOfSteps: Int = 0, imageName: String = "",
         difficulty: String = "", timeToCook: Int = 0, calories: Int = 0, servings: Int = 1,
         vegetarian: Bool = false, lactoseFree: Bool = false, glutenFree: Bool = false) {
        self.recipeName = recipeName
        self.ingredients = ingredients
        self.numberOfSteps = numberOfSteps
        self.imageName = imageName
        self.difficulty = difficulty
        self.timeToCook = timeToCook
        self.calories = calories
        self.servings = servings
        self.vegetarian = vegetarian
        self.lactoseFree = lactoseFree
        self.glutenFree = glutenFree
    }
}
