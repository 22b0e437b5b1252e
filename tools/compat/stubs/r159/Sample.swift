import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SongRow(song: Song(id: "4f2a9c", album: "OK Computer", artist: "Radiohead", duration: "386", title: "Paranoid Android", year: "1997", track: "2"))
}
