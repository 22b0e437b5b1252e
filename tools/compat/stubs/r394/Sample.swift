import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 15) {
        RecipeCard(recipe: Recipe.all[0])
        RecipeCard(recipe: Recipe.all[2])
    }
    .padding()
}
