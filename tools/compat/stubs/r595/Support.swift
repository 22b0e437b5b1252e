// Stubs for manairaed/PDM-IOS pdm/UI/Components/RecipeCard.swift: the TheMealDB Recipe model
// (pdm/Models/RecipeModel.swift; the fields other than the twenty ingredient and measure pairs).
// Our own test double.
import Foundation

struct Recipe: Identifiable {
    let idMeal: String
    let strMeal: String
    let strCategory: String
    let strArea: String
    let strInstructions: String
    let strMealThumb: String
    let strTags: String?
    let strYoutube: String

    var id: String { idMeal }
}
