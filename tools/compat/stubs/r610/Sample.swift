import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let recipes = [
        Recipe(id: UUID(), cuisine: "Malaysian", name: "Apam Balik",
               photoUrlSmall: "https://d3jbb8n5wk0qxi.cloudfront.net/photos/b9ab0071/small.jpg"),
        Recipe(id: UUID(), cuisine: "British", name: "Apple & Blackberry Crumble",
               photoUrlSmall: "https://d3jbb8n5wk0qxi.cloudfront.net/photos/535dfe4e/small.jpg"),
    ]
    // RecipeListView: a plain list of recipe cards.
    return NavigationStack {
        List(recipes) { recipe in
            RecipeRowView(recipe: recipe)
                .listRowSeparator(.hidden)
        }
        .listStyle(.plain)
        .navigationTitle("Recipes")
    }
}
