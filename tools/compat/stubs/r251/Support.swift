import Foundation
// Stubs for eminozkalaycioglu/Podpocket-iOS Podpocket/Views/SubViews/Cells/GenreCell.swift (what the row
// uses from elsewhere in its app: Models/Genres/Genre.swift).

struct Genre: Decodable, Hashable {
    var id: Int?
    var name: String?
    var parentId: Int?
    var selected: Bool?
}
