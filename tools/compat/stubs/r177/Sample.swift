import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ItemRatingView(item: ItemSchema.preview, size: .medium, showFullStar: true, showCategory: true)
}
