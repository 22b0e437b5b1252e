import SwiftUI
import Backend

@MainActor func makeSampleRow() -> some View {
    List {
        NewsRow(news: NewArticle(title: "Version 2.0 is out!",
                                 content: "Dodo codes, a new collection dashboard and a much faster catalog. Thanks for all your feedback!",
                                 upvotes: 42,
                                 creationDate: Date(timeIntervalSince1970: 1_593_000_000)))
    }
}
