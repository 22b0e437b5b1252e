import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the file's preview (and the home screen's category strip).
    ScrollView(.horizontal) {
        HStack(spacing: 12) {
            ForEach(["Electronics", "Clothings", "Trending", "Furniture", "Housewares"], id: \.self) { c in
                CategoryChip(title: c)
            }
        }
        .padding()
    }
    .background(Color(.systemGroupedBackground))
}
