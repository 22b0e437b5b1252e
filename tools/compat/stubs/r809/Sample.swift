import SwiftUI

// A category's tracks, scrolling sideways.
@MainActor func makeSampleRow() -> some View {
    ScrollView(.horizontal, showsIndicators: false) {
        HStack(alignment: .top, spacing: 12) {
            TrackItem(image: "track1", title: "Blinding Lights", artist: "The Weeknd", description: "After Hours · 2020")
            TrackItem(image: "track2", title: "Levitating (feat. DaBaby)", artist: "Dua Lipa", description: "Future Nostalgia · 2020")
            TrackItem(image: "track3", title: "Heat Waves", artist: "Glass Animals", description: "Dreamland · 2020")
        }
        .padding()
    }
}
