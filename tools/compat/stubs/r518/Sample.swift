import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // A seller's rating next to their review count, as the profile and the reviews show it.
    VStack(alignment: .leading, spacing: 12) {
        HStack(spacing: 6) {
            StarRatingView(rating: 4.5)
            Text("(23)").font(.caption).foregroundStyle(.secondary)
        }
        HStack(spacing: 6) {
            StarRatingView(rating: 3.2, starSize: 16)
            Text("(5)").font(.caption).foregroundStyle(.secondary)
        }
        StarRatingView(rating: 5, starSize: 20, filledColor: .orange)
    }
    .padding()
}
