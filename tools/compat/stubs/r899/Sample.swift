import SwiftUI

// The library list: two documents, the second with its reading status.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 0) {
            MinimalBookRowView(
                book: Book(title: "Grid Systems in Graphic Design", author: "Josef Müller-Brockmann", pagesTotal: 176,
                           currentPage: 1, sizeBytes: 18_400_000, lastOpenedDaysAgo: 0, isRead: false,
                           isFavorite: false, tags: []),
                showsOptions: true, onOpen: {})
            MinimalBookRowView(
                book: Book(title: "The Design of Everyday Things", author: "Don Norman", pagesTotal: 368,
                           currentPage: 112, sizeBytes: 4_200_000, lastOpenedDaysAgo: 2, isRead: false,
                           isFavorite: true, tags: ["design"]),
                showsOptions: true, statusText: "Page 112 of 368 · 2d ago", onOpen: {})
        }
    }
}
