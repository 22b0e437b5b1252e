import AmpFinKit
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        TrackListRow(track: .fixture) {}
    }
    .listStyle(.plain)
}
