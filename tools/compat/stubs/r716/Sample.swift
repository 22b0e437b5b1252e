import SwiftUI

// Home: the daily activity cards in a two-column grid.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 8) {
            ActivityCard()
            ActivityCard()
        }
        .padding(.horizontal)
    }
}
