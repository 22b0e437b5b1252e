import SwiftUI
// Stubs shared by the rows of olvrb/music-app (what they use from elsewhere in the app).

class Track: Identifiable {
    init(Name: String, Length: Int) {
        self.Name = Name
        self.Length = Length
    }

    var Name: String
    var Length: Int // seconds

    /// "m:ss" (the app formats with DateComponentsFormatter, positional units).
    func getReadableLength() -> String {
        String(format: "%d:%02d", Length / 60, Length % 60)
    }
}

class Album: Identifiable {
    /// The app passes a UIImage asset literal; the stub names the asset.
    init(Name: String, Tracks: [Track], photo: String) {
        self.Name = Name
        self.Tracks = Tracks
        self.Photo = Image(photo)
    }

    var Name: String = ""
    var Tracks: [Track]
    var Photo: Image
}

class Artist: Identifiable {
    init(Name: String, Albums: [Album], photo: String) {
        self.Name = Name
        self.Albums = Albums
        self.Photo = Image(photo)
    }

    var Name: String = ""
    var Albums: [Album] = []
    var Photo: Image
}

let artists = [
    Artist(Name: "Gojira",
           Albums: [
               Album(Name: "The Art of Dying", Tracks: [Track(Name: "Oroborus", Length: 322)], photo: "The Art of Dying"),
               Album(Name: "Terra Icognita", Tracks: [Track(Name: "Clone", Length: 322)], photo: "Terra Icognita"),
           ],
           photo: "Gojira"),
    Artist(Name: "The Main Squeeze",
           Albums: [
               Album(Name: "The Main Squeeze", Tracks: [Track(Name: "Dr. Funk", Length: 322)], photo: "main aqueez"),
           ],
           photo: "The Main Squeeze"),
]
