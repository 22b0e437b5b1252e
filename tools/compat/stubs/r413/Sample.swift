import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        CategoryImageView(category: .utilities)
        CategoryImageView(category: .food)
        CategoryImageView(category: .travel)
        CategoryImageView(category: .health)
    }
    .padding()
}
