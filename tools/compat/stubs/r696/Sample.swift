import SwiftUI

// The store's product grid: vertical cards two a row.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 170), spacing: 8)], spacing: 8) {
            ForEach(0..<4, id: \.self) { _ in ProductCardVertical() }
        }
        .padding(.horizontal, 16)
    }
}
