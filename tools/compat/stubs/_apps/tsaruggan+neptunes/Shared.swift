// Stubs the rows r522, r523 of tsaruggan/neptunes share (written once here instead of in each
// row's Support.swift; see each row's file for what it stands in for).
import SwiftUI
import CoreData
import UIKit

class Artist: NSManagedObject {
    var title: String = ""
    var coverArtwork: Data?
    var headerArtwork: Data?
}

class Album: NSManagedObject {
    var title: String = ""
    var coverArtwork: Data?
    var headerArtwork: Data?
    var artist: Artist!
}

class Song: NSManagedObject {
    var id: UUID = UUID()
    var isExplicit: Bool = false
    var title: String = ""
    var album: Album!
    var artist: Artist!
}

/// Models/Playback/Player.swift: the app's AVFoundation player, reduced to the queue the rows change.
class Player: ObservableObject {
    @Published var nowPlaying: [Song] = []
    @Published var queue: [Song] = []

    func addToQueue(song: Song) {
        queue.append(song)
    }

    func addToNowPlaying(song: Song) {
        nowPlaying.append(song)
    }

    func replaceNowPlaying(songs: [Song], from index: Int) {
        nowPlaying = Array(songs[index...])
    }
}

/// EditorView/SongEditorView: the editor sheet the row presents (its form left out).
final class SongEditorViewModel: ObservableObject {
    @Published var title: String
    let song: Song
    let viewContext: NSManagedObjectContext

    init(song: Song, viewContext: NSManagedObjectContext) {
        self.song = song
        self.title = song.title
        self.viewContext = viewContext
    }
}

struct SongEditorView: View {
    @ObservedObject var viewModel: SongEditorViewModel
    @Binding var presentingEditor: Bool

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $viewModel.title)
            }
            .navigationTitle("Edit Song")
        }
    }
}

extension Image {
    /// The artwork when the data decodes as an image, else the named asset.
    init(data: Data?, fallback: String) {
        guard let picture = data.flatMap({ UIImage(data: $0) }) else {
            self.init(fallback)
            return
        }
        self.init(uiImage: picture)
    }
}
