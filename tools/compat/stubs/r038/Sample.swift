import SwiftUI

@MainActor func makeSampleRow() -> some View {
    GalleryRankingCell(gallery: .preview, ranking: 1)
        .frame(width: 300, height: 100)
}
