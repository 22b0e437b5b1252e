import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let anime = Module(metadata: ModuleMetadata(sourceName: "AnimeWorld", iconUrl: "https://example.org/aw.png", language: "en", novel: false))
    let novels = Module(metadata: ModuleMetadata(sourceName: "NovelHub", iconUrl: "https://example.org/nh.png", language: "en", novel: true))
    return HStack(spacing: 16) {
        BookmarkGridItemView(item: LibraryItem(title: "Frieren: Beyond Journey's End", imageUrl: "https://example.org/frieren.jpg", href: "/frieren", moduleId: anime.id.uuidString, moduleName: "AnimeWorld"), module: anime)
        BookmarkGridItemView(item: LibraryItem(title: "The Beginning After the End", imageUrl: "https://example.org/tbate.jpg", href: "/tbate", moduleId: novels.id.uuidString, moduleName: "NovelHub"), module: novels)
    }
    .padding()
}
