import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The home screen pages through place cards over a light grey background.
    ZStack {
        Color(white: 0.93).ignoresSafeArea()
        PlaceCardView(place: SampleTravel.places[0])
            .padding(24)
    }
}
