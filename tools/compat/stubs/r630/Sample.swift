import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let ingredients = SampleRecipes.shakshuka.ingredients
    // The recipe detail's ingredient checklist.
    return List {
        Section(header: Text("Ingredients")) {
            ForEach(Array(ingredients.enumerated()), id: \.offset) { index, ingredient in
                ListIngredientItem(ingredient: ingredient, isChecked: index == 0, onToggle: {})
            }
        }
    }
}
