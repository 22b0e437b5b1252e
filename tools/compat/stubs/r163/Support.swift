import SwiftUI
// Stubs for swelsh84/TrackLoader TrackLoader/Sections/MainView/Views/TrackView.swift (what the row uses from elsewhere in its app).

/// An iTunes Search API track (the app's model has ~30 fields; the row reads these).
struct Track: Decodable {
    var trackId: Int
    var artistName: String
    var collectionName: String
    var trackName: String
    var artworkUrl60: String
    var trackTimeMillis: Int
}

extension Track {
    static let pumpedUpKicks = Track(
        trackId: 435761212,
        artistName: "Foster the People",
        collectionName: "Torches",
        trackName: "Pumped Up Kicks",
        artworkUrl60: "https://is1-ssl.mzstatic.com/image/thumb/Music115/v4/ba/07/5b/ba075b3c-f0c4-b519-59f3-7ae74d43246b/dj.lajxsvkg.jpg/60x60bb.jpg",
        trackTimeMillis: 239840
    )
}
