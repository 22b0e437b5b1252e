import AmpFinKit
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        List {
            ArtistListRow(artist: .fixture)
        }
    }
}
