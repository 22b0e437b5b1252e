import SwiftUI

// Radio: the stations list.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(alignment: .leading, spacing: 12) {
            Text("Stations").font(.title2).bold()
            StationsItem(image: "station1", title: "Apple Music 1", description: "The new music that matters.")
            Divider()
            StationsItem(image: "station2", title: "Apple Music Hits", description: "Songs you know and love.")
            Divider()
            StationsItem(image: "station3", title: "Apple Music Country", description: "Where it sounds like home.")
        }
        .padding()
    }
}
