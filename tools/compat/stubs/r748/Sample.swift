import SwiftUI

// Favourites: a restaurant's score and distance under its name.
@MainActor func makeSampleRow() -> some View {
    let restaurants = [
        Restaurant(placeId: "1", title: "Pizza 4P's Ben Thanh", totalScore: 4.7, reviewsCount: 5_310, distance: 1.24),
        Restaurant(placeId: "2", title: "Bún Chả 145", totalScore: 4.2, reviewsCount: 611, distance: 3.8),
    ]
    return List(restaurants, id: \.placeId) { restaurant in
        VStack(alignment: .leading, spacing: 6) {
            Text(restaurant.title).font(.headline)
            FavoriteSideInfo(rest: restaurant)
        }
    }
}
