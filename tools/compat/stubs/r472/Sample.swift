import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(alignment: .top, spacing: 12) {
        MovieView(imageString: "https://image.tmdb.org/t/p/w342/t6HIqrRAclMCA60NsSmeqe9RmNV.jpg", title: "Avatar: The Way of Water")
        MovieView(imageString: "https://image.tmdb.org/t/p/w342/kuf6dutpsT0vSVehic3EZIqkOBt.jpg", title: "Puss in Boots: The Last Wish")
    }
    .padding()
    .background(Color.black)
}
