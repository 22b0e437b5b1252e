import Foundation
import UIKit
// Stubs for esmakocak/RecipeBox shared by its rows: RecipeSaver/Models/RecipeModel.swift (Category,
// Recipe and the first entries of Recipe.all, their long texts cut) and
// RecipeSaver/Extensions/convertImage.swift (UIImage.fromBase64).

enum Category: String, CaseIterable, Identifiable {
    var id: String { self.rawValue }
    case dessert = "Dessert"
    case breakfast = "Breakfast"
    case salad = "Salad"
    case main = "Main"
    case drink = "Drink"
    case soup = "Soup"
    case snack = "Snack"
    case appetizer = "Appetizer"
    case side = "Side"

    var iconName: String {
        switch self {
        case .dessert: return "dessert"
        case .main: return "main"
        case .appetizer: return "appetizer"
        case .salad: return "salad"
        case .soup: return "soup"
        case .breakfast: return "breakfast"
        case .side: return "side"
        case .snack: return "snack"
        case .drink: return "drink"
        }
    }
}

struct Recipe: Identifiable, Codable {
    var id = UUID()
    let name: String
    let image: String
    let description: String
    let ingredients: String
    let directions: String
    let category: Category.RawValue
    let datePublished: String
    let url: String
    var isFavorite: Bool = false
}

extension Recipe {
    static let all: [Recipe] = [
        Recipe(name: "Creamy Carrot Soup",
               image: "https://midwestfoodieblog.com/wp-content/uploads/2019/11/FINAL-vegan-carrot-soup-1-7_1.jpg",
               description: "This bold-hued soup is perfectly sweet and seriously comforting.",
               ingredients: "2 cup cashews\n1 medium onion", directions: "In a small bowl, cover the cashews…",
               category: "Soup", datePublished: "2019-11-11",
               url: "https://www.forksoverknives.com/recipes/vegan-soups-stews/creamy-carrot-soup/"),
        Recipe(name: "Apple and Quinoa Salad",
               image: "https://www.recipegirl.com/wp-content/uploads/2016/09/Spinach-and-Quinoa-Salad-with-Apple.jpeg",
               description: "Each bite of this colorful salad is filled with the flavors of favorite fall ingredients.",
               ingredients: "2 cups peeled butternut squash", directions: "Preheat oven to 400°F…",
               category: "Salad", datePublished: "2019-11-11",
               url: "https://www.forksoverknives.com/recipes/vegan-salads-sides/apple-quinoa-salad/"),
        Recipe(name: "Chocolate Chip Cookies",
               image: "cookies",
               description: "Crisp edges, chewy middles.",
               ingredients: "1 cup butter\n2 cups chocolate chips", directions: "Cream the butter and sugar…",
               category: "Dessert", datePublished: "2020-02-01", url: "https://example.com/cookies"),
    ]
}

extension UIImage {
    static func fromBase64(_ base64: String) -> UIImage? {
        guard let data = Data(base64Encoded: base64) else { return nil }
        return UIImage(data: data)
    }
}
