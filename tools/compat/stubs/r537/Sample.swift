import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // HomeView's "Now Showing" row: 200 × 300 cards scrolling sideways; the favourites list shows hearts.
    ScrollView(.horizontal, showsIndicators: false) {
        HStack {
            ForEach(nowShowingList) { series in
                MovieCardsView(imageName: series.image, title: series.title, ratings: series.ratings, showFavorite: false)
                    .frame(width: 200, height: 300)
            }
            MovieCardsView(imageName: nowShowingList[0].image, title: nowShowingList[0].title, ratings: "4.3",
                           showFavorite: true, isFavotire: true)
                .frame(width: 200, height: 300)
        }
        .padding()
    }
}
