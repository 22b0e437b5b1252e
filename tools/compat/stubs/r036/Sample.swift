import SwiftUI

@MainActor func makeSampleRow() -> some View {
    GalleryDetailCell(gallery: .preview, setting: Setting())
}
