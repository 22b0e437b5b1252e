import Foundation
// Stubs for KevinLima/Bookshelf Bookshelf/BookRow.swift: Book (Bookshelf/Models/Book.swift) and its
// extensions (Bookshelf/Models/Book + SwiftUI.swift), as there.

struct Book: Codable {
    var bookId: String = UUID().uuidString
    var title: String = ""
    var author: String = ""
    var genre: String = ""
    var pageCount: Int = 10
    var progression: Int = 1
    var coverImage: String = "default"
    var releaseYear: Int = 1900
}

extension Book {
    var pagesLeftToRead: Int {
        if progression > pageCount {
            return pageCount
        }
        if progression < 0 {
            return 0
        }
        return pageCount - progression
    }

    var percentComplete: Double {
        Double(progression) / Double(pageCount)
    }

    var formattedPrecemtComplete: String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        return formatter.string(from: NSNumber(value: percentComplete)) ?? "0%"
    }

    static var example = Book(bookId: "999", title: "Harry Potter and the Philosopher's Stone",
                              author: "J.K. Rowling", genre: "Fantasy", pageCount: 223, progression: 22,
                              coverImage: "potter", releaseYear: 2001)
}

extension Book: Identifiable {
    var id: String { bookId }
}
