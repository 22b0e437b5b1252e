// Stubs for GRead-Development/GRead-iOS shared by its rows (r828–r830): the book and the user's library
// entry with its reading progress (Models/Book.swift, Models/UserBook.swift) and a few books for the
// samples. Our own test doubles with the app's names.
import Foundation

struct Book: Identifiable {
    let id: Int
    let title: String
    let author: String?
    let isbn: String?
    let pageCount: Int?
    let content: String?

    init(id: Int, title: String, author: String?, isbn: String?, pageCount: Int?, content: String?) {
        self.id = id
        self.title = title
        self.author = author
        self.isbn = isbn
        self.pageCount = pageCount
        self.content = content
    }
}

struct UserBook: Identifiable {
    let id: Int
    let book: Book
    let currentPage: Int
    let status: String

    var progressPercentage: Int {
        guard let total = book.pageCount, total > 0 else { return 0 }
        return min(100, currentPage * 100 / total)
    }

    var isCompleted: Bool {
        guard let total = book.pageCount, total > 0 else { return false }
        return currentPage >= total
    }
}

enum SampleBooks {
    static let all = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", isbn: "9780441478125",
             pageCount: 304, content: nil),
        Book(id: 2, title: "A Brief History of Timekeeping: The Science of Marking Time, from Stonehenge to Atomic Clocks",
             author: "Chad Orzel", isbn: nil, pageCount: 336, content: nil),
        Book(id: 3, title: "Beowulf", author: nil, isbn: nil, pageCount: nil, content: nil),
    ]
}
