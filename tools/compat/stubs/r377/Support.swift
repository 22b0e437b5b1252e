import SwiftUI
// Stubs for Manhhao/Hoshi-Reader Features/Bookshelf/BookView.swift: BookMetadata (Models/Book.swift)
// with its coverURL (Util/Extensions.swift; under the app's documents folder there, a file path
// here) and CoverImage (Util/CoverImage.swift, which decodes a thumbnail of the cover file with
// ImageIO: the sample's books have no cover file, so the stub shows the placeholder, as the app
// does for such books).

struct BookMetadata: Codable, Identifiable, Hashable {
    let id: UUID
    let title: String
    let epub: String?
    let cover: String?
    let folder: String
    var lastAccess: Date
    var renamedTitle: String?
    var displayTitle: String { renamedTitle ?? title }

    init(id: UUID = UUID(), title: String, epub: String? = nil, cover: String?, folder: String, lastAccess: Date) {
        self.id = id
        self.title = title
        self.epub = epub
        self.cover = cover
        self.folder = folder
        self.lastAccess = lastAccess
    }
}

extension BookMetadata {
    var coverURL: URL? {
        guard let coverPath = self.cover else { return nil }
        return URL(fileURLWithPath: coverPath)
    }
}

struct CoverImage<Content: View, Placeholder: View>: View {
    let url: URL?
    let maxPixelSize: Int
    @ViewBuilder let content: (Image) -> Content
    @ViewBuilder let placeholder: () -> Placeholder

    var body: some View {
        placeholder()
    }
}
