import SwiftUI

// The library in grid and list layouts.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                BookButtonView(book: sampleBooks[0], onEdit: {}, onDelete: {}, isGridView: true)
                    .frame(height: 180)
                BookButtonView(book: sampleBooks[1], onEdit: {}, onDelete: {}, isGridView: true)
                    .frame(height: 180)
            }
            BookButtonView(book: sampleBooks[1], onEdit: {}, onDelete: {}, isGridView: false)
                .frame(height: 80)
        }
        .padding()
    }
}
