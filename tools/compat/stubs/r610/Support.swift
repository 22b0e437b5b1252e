// Stubs for SamarAkkila/HomeAssignment RecipesApp/Views/RecipeRowView.swift: the Recipe model
// (RecipesApp/Model/Model.swift) and AsyncImageView (Views/AsyncImageView.swift), a grey tile with a
// spinner until its image loads (never, here). Our own test doubles.
import SwiftUI

struct Recipe: Identifiable {
    var id: UUID
    var cuisine: String
    var name: String
    var photoUrlLarge: String?
    var photoUrlSmall: String?
    var sourceUrl: String?
    var youtubeUrl: String?
}

struct AsyncImageView: View {
    let url: String?
    init(url: String?) { self.url = url }

    var body: some View {
        Rectangle()
            .foregroundColor(.gray.opacity(0.2))
            .overlay(ProgressView())
    }
}
