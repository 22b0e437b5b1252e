import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ScrollView(.horizontal) {
        HStack(spacing: 12) {
            RecipeCardView(similarRecipe: SimilarRecipe(id: 1, imageType: .jpg, title: "Lemon Garlic Pasta", readyInMinutes: 25, servings: 2, sourceURL: "https://example.org/1"))
            RecipeCardView(similarRecipe: SimilarRecipe(id: 2, imageType: .jpg, title: "Shakshuka", readyInMinutes: 35, servings: 4, sourceURL: "https://example.org/2"))
        }
        .padding()
    }
}
