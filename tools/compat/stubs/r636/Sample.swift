import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let collections = [
        MoviesCollection(collectionId: "marvel", name: "Marvel Cinematic Universe",
                         poster: "https://example.com/collections/marvel.jpg", count: 34),
        MoviesCollection(collectionId: "pixar", name: "Pixar", poster: "https://example.com/collections/pixar.jpg",
                         count: 28),
    ]
    // The collections screen: cards in an adaptive grid inside a scroll view.
    return NavigationStack {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 300, maximum: 400), spacing: 18)], spacing: 18) {
                ForEach(collections) { collection in
                    CollectionCardView(collection: collection)
                }
            }
            .padding(.horizontal, 16)
        }
        .navigationTitle("Collections")
    }
}
