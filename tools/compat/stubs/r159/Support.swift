import SwiftUI
import UIKit
// Stubs for enricozb/mu-ios-app src/views/songs/SongsList.swift (what the row uses from elsewhere in its app).

/// src/API.swift (the URLs only; the double fetches nothing).
struct API {
    let endpoint = URL(string: "http://192.168.1.148:1321")!

    func url(_ path: String, log: Bool = false) -> URL {
        endpoint.appendingPathComponent(path)
    }
}

let api = API()

/// src/player/Player.swift: the app plays through AVPlayer; the double keeps the queue only.
class Player: NSObject, ObservableObject {
    @Published var song: Song?
    @Published var isPlaying: Bool = false
    @Published var nexts: [Song] = []

    func playQueue<C>(songs: C) where C: Collection, C.Element == Song {
        nexts = Array(songs)
        song = nexts.isEmpty ? nil : nexts.removeFirst()
        isPlaying = song != nil
    }
}

/// src/common/Covers.swift: the album cover, fetched from the server and cached. The double never
/// fetches; with no image it draws nothing (the app falls back to an empty UIImage()).
struct Cover: View {
    let album: String
    @State private var image: UIImage?

    init(album: String) {
        self.album = album
    }

    var body: some View {
        if let image {
            Image(uiImage: image)
                .resizable()
                .scaledToFit()
        } else {
            Color.clear
        }
    }
}

/// src/player/MiniPlayer.swift: room below the list for the mini player while a song is loaded.
struct MiniPlayerPadding: View {
    @EnvironmentObject var player: Player
    var inPicker = false

    var body: some View {
        if player.song != nil {
            Color.clear.frame(height: 64)
        }
    }
}

/// src/common/SlidePicker.swift: the A–Z index down the right edge.
struct SlidePicker: View {
    let letters: [String]
    let scroller: ScrollViewProxy

    var body: some View {
        HStack {
            Spacer()
            VStack(spacing: 0) {
                ForEach(letters, id: \.self) { char in
                    Text(char)
                        .font(.system(size: 12))
                        .foregroundColor(.purple)
                        .frame(height: 15)
                }
            }
            .frame(width: 15)
        }
    }
}
