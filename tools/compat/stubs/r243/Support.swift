import Foundation
// Stubs for berdogan20/Kitchen Kitchen/Views/SimilarRecipeViews/RecipeCardView.swift (what the row uses
// from elsewhere in its app: Models/SimilarRecipeModels/SimilarRecipes.swift, DesignSystem/Spacing.swift).

enum ImageType: String, Codable {
    case jpg
    case png
}

struct SimilarRecipe: Codable {
    let id: Int
    let imageType: ImageType
    let title: String
    let readyInMinutes, servings: Int
    let sourceURL: String
}

enum Spacing {
    static let spacing_0_5: CGFloat = 4.0
    static let spacing_1: CGFloat = 8.0
    static let spacing_2: CGFloat = 16.0
}
