import SwiftUI

// Home: "Top rated" restaurants in a horizontal scroll view.
@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading) {
        Text("Top rated").font(.title2).bold().padding(.leading, 10)
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                HorizontalRestaurantCard(restaurantName: "Hải Sản Hoàng Gia", rating: 4.5, ratingCount: 320, distance: 2.0, imageLink: "")
                HorizontalRestaurantCard(restaurantName: "Cơm Tấm Ba Ghiền", rating: 4.3, ratingCount: 1_204, distance: 3.4, imageLink: "")
                HorizontalRestaurantCard(restaurantName: "Phở Hòa Pasteur", rating: 4.1, ratingCount: 887, distance: 1.2, imageLink: "")
            }
        }
        Spacer()
    }
    .padding(.top)
}
