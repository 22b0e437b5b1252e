// Stubs for manairaed/PDM-IOS pdm/UI/Components/IngredientsCard.swift: the Ingredients model and its
// categories (pdm/Models/IngredientsModel.swift). Our own test double.
import Foundation

enum CategoryIng: String, CaseIterable, Identifiable {
    var id: String { rawValue }
    case fruit = "Fruit et Légumes"
    case cerealiers = "Céréaliers et Légumineuses"
    case laitiers = "Produits Laitiers"
    case viande = "Viande"
}

struct Ingredients: Identifiable {
    let id = UUID()
    let name: String
    let image: String
    let category: CategoryIng.RawValue
    let calories: Int
    let carbo: Int
    let proteine: Int
    let fats: Int
}

extension Ingredients {
    static let all: [Ingredients] = [
        Ingredients(name: "Oeufs", image: "https://example.com/oeufs.jpg", category: CategoryIng.cerealiers.rawValue,
                    calories: 50, carbo: 2, proteine: 6, fats: 1),
        Ingredients(name: "Tomates", image: "https://example.com/tomates.jpg", category: CategoryIng.fruit.rawValue,
                    calories: 18, carbo: 4, proteine: 1, fats: 0),
    ]
}
