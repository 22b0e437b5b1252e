import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let sun = Publication(id: "sun", name: "The Cornell Daily Sun")
    let review = Publication(id: "review", name: "The Cornell Review")
    let articles = [
        Article(id: "a1", date: Date(timeIntervalSince1970: 1_732_000_000),
                imageUrl: URL(string: "https://example.com/slope.jpg"), publication: sun, shoutouts: 14,
                title: "Slope Day 2025 lineup announced to mixed student reactions"),
        Article(id: "a2", date: Date(timeIntervalSince1970: 1_731_800_000), publication: review, shoutouts: 3,
                title: "What the new dining plan means for North Campus"),
    ]
    // ReadsView lists the articles in a scroll view on white.
    return ScrollView {
        VStack(spacing: 20) {
            ForEach(articles) { article in
                ArticleRow(article: article, navigationSource: .followingArticles)
            }
        }
        .padding(.horizontal)
    }
    .background(Color.white)
}
