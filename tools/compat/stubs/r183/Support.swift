import SwiftUI
// Stubs for davidlin2k/The-Neural-Network TheNeuralNetwork/View/Components/NewsRow.swift (what the row uses from elsewhere in its app).

struct Source: Decodable {
    let id: String?
    let name: String?
}

struct Article: Identifiable, Decodable {
    var id = UUID()
    let source: Source
    let author: String?
    let title: String?
    let description: String?
    let url: String?
    let urlToImage: String?
    let publishedAt: String?
    let content: String?
}

extension URLCache {
    static let imageCache = URLCache(memoryCapacity: 512 * 1000 * 1000, diskCapacity: 10 * 1000 * 1000 * 1000)
}

/// The app's copy of CachedAsyncImage (AsyncImage backed by a URLCache). This double never loads:
/// it stays in the empty phase.
public struct CachedAsyncImage<Content: View>: View {
    private let url: URL?
    private let urlCache: URLCache
    private let scale: CGFloat
    private let content: (AsyncImagePhase) -> Content

    public init(url: URL?, urlCache: URLCache = .shared, scale: CGFloat = 1,
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.urlCache = urlCache
        self.scale = scale
        self.content = content
    }

    public var body: some View { content(.empty) }
}
