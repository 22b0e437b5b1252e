import AidokuRunner
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SourceTableCell(source: AidokuRunner.Source(
        key: "en.mangapill",
        name: "MangaPill",
        version: 7,
        languages: ["en"],
        contentRating: .containsNsfw,
        imageUrl: URL(string: "https://aidoku-community.github.io/sources/icons/en.mangapill-v7.png")
    ))
}
