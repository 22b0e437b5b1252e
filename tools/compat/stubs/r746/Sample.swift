import SwiftUI

// A restaurant's reviews, one card each.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(alignment: .leading, spacing: 24) {
            ForEach(Review.testReviews()) { review in
                ReviewCard(rating: review.rating, review: review)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .environmentObject(RestaurantModel())
}
