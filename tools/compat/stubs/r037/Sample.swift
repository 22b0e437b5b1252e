import SwiftUI

@MainActor func makeSampleRow() -> some View {
    GalleryHistoryCell(gallery: .preview)
}
