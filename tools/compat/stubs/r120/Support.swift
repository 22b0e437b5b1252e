import SwiftUI
// Stubs for fsa3/Recipes Recipes/Views/Row.swift (what the row uses from elsewhere in its app).

/// The saved-recipe entity (a Core Data NSManagedObject in the app).
class Recipes: ObservableObject, Identifiable {
    var title: String?
    var ingredients: String?
    var method: String?

    init(title: String? = nil, ingredients: String? = nil, method: String? = nil) {
        self.title = title
        self.ingredients = ingredients
        self.method = method
    }
}

/// Holds the recipe being edited (Core Data-backed in the app).
class RecipesModel: ObservableObject {
    @Published var newRecipe = Recipes()
}

/// The recipe's detail screen (a Form of title / ingredients / method in the app).
struct DetailedRecipesView: View {
    @ObservedObject var recipesViewModel: RecipesModel
    let recipe: Recipes

    var body: some View {
        VStack(alignment: .leading) {
            Text(recipe.title ?? "")
            Text(recipe.ingredients ?? "")
            Text(recipe.method ?? "")
        }
    }
}
