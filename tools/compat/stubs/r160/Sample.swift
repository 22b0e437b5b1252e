import SwiftUI

@MainActor func makeSampleRow() -> some View {
    TrackRow(track: artists[0].Albums[0].Tracks[0])
}
