import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the app's MigrateResultsView lays it out: 2:3, at most 240 pt high.
    MangaGridItem(
        title: "Frieren: Beyond Journey's End",
        coverImage: "https://uploads.mangadex.org/covers/b0b721ff-c388-4486-aa0f-c2b0bb321512/cover.jpg",
        bookmarked: true
    )
    .aspectRatio(2/3, contentMode: .fit)
    .frame(maxHeight: 240)
}
