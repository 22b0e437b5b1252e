import AidokuRunner
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let manga = AidokuRunner.Manga(
        sourceKey: "multi.mangadex",
        key: "b0b721ff-c388-4486-aa0f-c2b0bb321512",
        title: "Frieren: Beyond Journey's End",
        cover: "https://uploads.mangadex.org/covers/b0b721ff-c388-4486-aa0f-c2b0bb321512/cover.jpg"
    )
    let chapters: [(String, Float, String?)] = [("ch-140", 140, "The Sword of the Hero"), ("ch-139", 139, nil)]
    let updates = chapters.map { key, number, title in
        MangaUpdatesView.UpdateInfo(
            id: key,
            chapterIdentifier: ChapterIdentifier(sourceKey: manga.sourceKey, mangaKey: manga.key, chapterKey: key),
            date: Date(timeIntervalSince1970: 1_735_000_000),
            manga: manga,
            chapter: Chapter(sourceId: manga.sourceKey, id: key, mangaId: manga.key, title: title,
                             chapterNum: number, volumeNum: 14, sourceOrder: 0),
            viewed: false
        )
    }
    return MangaUpdateItemView(updates: updates)
}
