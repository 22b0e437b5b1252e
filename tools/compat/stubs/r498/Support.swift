import Foundation
// Stubs for j4nos/book-manager-ios BookManagerSwiftUI/Views/Components/BookRow.swift: Book
// (BookManagerSwiftUI/Models/Book.swift).

struct Book: Identifiable, Codable {
    var id: String
    var title: String
    var author: String
    var coverImage: String // URL or image name
    var description: String
    var isFavorite: Bool
}
