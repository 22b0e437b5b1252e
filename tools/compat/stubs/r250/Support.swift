import Foundation
// Stubs for eminozkalaycioglu/Podpocket-iOS Podpocket/Views/SubViews/Cells/EpisodeCell.swift (what the row
// uses from elsewhere in its app: Models/Podcast/Episode.swift, Extensions/IntExtension.swift).

struct Episode: Decodable, Hashable, Identifiable {
    var audio: String?
    var audioLengthSec: Int?
    var id: String?
    var image: String?
    var pubDateMs: Int?
    var thumbnail: String?
    var title: String?
}

extension Int {
    /// Milliseconds since 1970 as "dd/MM/yyyy".
    func msToDate() -> String {
        let date = Date(timeIntervalSince1970: Double(self) / 1000.0)
        let dateFormatter = DateFormatter()
        dateFormatter.dateFormat = "dd/MM/yyyy"
        return dateFormatter.string(from: date)
    }
}
