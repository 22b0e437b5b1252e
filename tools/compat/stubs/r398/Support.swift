import SwiftUI
// Stubs for Talonflame23185/FetchMobileTakeHomeProject_ConnorOtt Views/RecipeRowView.swift: Recipe
// (Models/RecipeModel.swift) and AsyncImageView (Views/AsyncImageView.swift, which loads the photo
// through the app's ImageCache: no network here, so it keeps its grey placeholder, as the app
// does until the photo arrives).

struct Recipe: Decodable, Identifiable {
    var id: UUID { UUID(uuidString: uuid) ?? UUID() }

    let uuid: String
    let cuisine: String
    let name: String
    let photo_url_large: String?
    let photo_url_small: String?
    let source_url: String?
    let youtube_url: String?
}

struct AsyncImageView: View {
    let urlString: String?

    var body: some View {
        Rectangle()
            .foregroundColor(.gray.opacity(0.3))
    }
}
