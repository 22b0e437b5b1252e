import SwiftUI

@MainActor func makeSampleRow() -> some View {
    NewsRow(article: Article(
        source: Source(id: "the-verge", name: "The Verge"),
        author: "Emma Roth",
        title: "  OpenAI announces a faster GPT model for developers\n",
        description: "The new model is cheaper and quicker.",
        url: "https://www.theverge.com/openai-gpt",
        urlToImage: "https://cdn.vox-cdn.com/thumbor/gpt.jpg",
        publishedAt: "2023-02-10T14:00:00Z",
        content: nil
    ))
    .padding()
}
