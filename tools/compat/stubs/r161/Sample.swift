import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ArtistRow(artist: artists[0])
}
