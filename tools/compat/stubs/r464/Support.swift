import Combine
import SwiftUI
// Stubs for thelostmachine/LiveQ ios/LiveQ/LiveQ/Views/SongRow.swift: Song (Music/Song.swift, without
// its streaming-service reference; the duration text as there: m:ss, mm:ss, H:mm:ss), Artist
// (Utils/utils.swift), QueueViewModel (Utils/QueueViewModel.swift; two songs queued for the file's
// preview) and ImageView (Views/ImageView.swift; the app downloads the artwork, here a 60 pt
// placeholder glyph).

struct Artist: Decodable {
    var name: String
}

struct Song: Identifiable, Equatable {
    var id: Int
    var trackId: String
    var uri: String
    var name: String
    var artists: [Artist]
    var imageUri: String
    var duration: Int

    init(id: Int, trackId: String, uri: String, name: String, artists: [Artist], imageUri: String = "", duration: Int = 0) {
        self.id = id
        self.trackId = trackId
        self.uri = uri
        self.name = name
        self.artists = artists
        self.imageUri = imageUri
        self.duration = duration
    }

    func getArtistString() -> String {
        artists.map { $0.name }.joined(separator: ", ")
    }

    func getDurationString() -> String {
        let date = Date(timeIntervalSince1970: Double(duration) / 1000)
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(abbreviation: "UTC")
        if duration >= 3_600_000 * 10 {
            formatter.dateFormat = "HH:mm:ss"
        } else if duration > 3_600_000 {
            formatter.dateFormat = "H:mm:ss"
        } else if duration >= 600_000 {
            formatter.dateFormat = "mm:ss"
        } else {
            formatter.dateFormat = "m:ss"
        }
        return formatter.string(from: date)
    }

    static func == (lhs: Song, rhs: Song) -> Bool {
        lhs.id == rhs.id && lhs.uri == rhs.uri && lhs.name == rhs.name && lhs.imageUri == rhs.imageUri && lhs.duration == rhs.duration
    }
}

class QueueViewModel: ObservableObject {
    @Published var songs = [
        Song(id: 1, trackId: "4uLU6hMCjMI75M1A2tKUQC", uri: "spotify:track:4uLU6hMCjMI75M1A2tKUQC", name: "Never Gonna Give You Up",
             artists: [Artist(name: "Rick Astley")], duration: 213_573),
        Song(id: 2, trackId: "7GhIk7Il098yCjg4BQjzvb", uri: "spotify:track:7GhIk7Il098yCjg4BQjzvb", name: "Under Pressure",
             artists: [Artist(name: "Queen"), Artist(name: "David Bowie")], duration: 248_440),
    ]
}

struct ImageView: View {
    init(withURL url: String) {}

    var body: some View {
        VStack {
            Image(systemName: "music.note")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .padding(14)
                .frame(width: 60, height: 60)
                .background(Color(UIColor.secondarySystemBackground))
        }
    }
}
