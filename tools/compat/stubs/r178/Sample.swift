import SwiftUI

@MainActor func makeSampleRow() -> some View {
    EmptyStateView(
        "No Results",
        systemImage: "magnifyingglass",
        description: Text("Try searching for a book, movie or album.")
    )
}
