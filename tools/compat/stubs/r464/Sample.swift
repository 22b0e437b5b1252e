import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let songs = QueueViewModel().songs
    return List {
        ForEach(songs) { song in
            SongRow(song: song)
        }
    }
}
