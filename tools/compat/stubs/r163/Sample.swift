import SwiftUI

@MainActor func makeSampleRow() -> some View {
    TrackView(track: Track.pumpedUpKicks)
}
