import SwiftUI
import CoreData

@MainActor func makeSampleRow() -> some View {
    let context = NSPersistentContainer(name: "Neptunes").viewContext
    let artist = Artist(context: context)
    artist.title = "Phoebe Bridgers"
    let album = Album(context: context)
    album.title = "Punisher"
    album.artist = artist
    let songs: [Song] = [("Garden Song", false), ("Kyoto", true), ("Chinese Satellite", false), ("I Know the End", true)].map {
        let song = Song(context: context)
        song.title = $0.0
        song.isExplicit = $0.1
        song.album = album
        song.artist = artist
        return song
    }
    let player = Player()
    // The finder's song results and ArtistView's detailed SongListView.
    return ScrollView {
        VStack(spacing: 24) {
            ForEach(songs.indices, id: \.self) { i in
                DetailedSongView(song: songs[i], artistLabelColor: .secondary, foregroundColor: .primary,
                                 explicitSignColor: .secondary, menuColor: .accentColor) {
                    player.replaceNowPlaying(songs: songs, from: i)
                }
            }
        }
        .padding(.top, 8)
        .padding(.horizontal, 20)
    }
    .environmentObject(player)
    .environment(\.managedObjectContext, context)
}
