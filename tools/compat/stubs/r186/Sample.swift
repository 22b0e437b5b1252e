import SwiftUI

@MainActor func makeSampleRow() -> some View {
    NewsRowView(article: NewsArticle(
        id: "a1",
        title: "Apple unveils new iPhone lineup",
        subtitle: "The company announced four models with faster chips and better cameras at its September event.",
        imageUrl: URL(string: "https://picsum.photos/400"),
        content: nil,
        url: URL(string: "https://example.com/news/iphone")!,
        source: Source(name: "The Verge"),
        publishedAt: Date(timeIntervalSince1970: 1_726_650_000),
        isBookmarked: false,
        category: "technology"
    ))
    .padding(.horizontal, 20)
}
