// Stubs for Balazs127/iosAppDevelopmentUni (r933), a reading-list course app: the SwiftData book
// (Model/Book.swift) and the sample books the preview uses (Model/DummyBooks.swift). Our own test doubles
// with the app's names.
import SwiftData
import Foundation

@Model
class Book {
    var id: UUID
    var title: String = ""
    var author: String = ""
    var bookDescription: String = ""
    var rating: Double
    var isSaved: Bool
    var genre: String
    var totalPages: Int
    var pagesRead: Int = 0
    var dateAdded: Date
    var userReview: String = ""

    init(title: String, author: String, bookDescription: String, rating: Double, isSaved: Bool = false, genre: String,
         totalPages: Int, pagesRead: Int, userReview: String) {
        self.id = UUID()
        self.title = title
        self.author = author
        self.bookDescription = bookDescription
        self.rating = rating
        self.isSaved = isSaved
        self.genre = genre
        self.totalPages = totalPages
        self.pagesRead = pagesRead
        self.dateAdded = Date()
        self.userReview = userReview
    }
}

let sampleBooks: [Book] = [
    Book(title: "The Hobbit", author: "J.R.R. Tolkien", bookDescription: "", rating: 4.7, genre: "Fantasy",
         totalPages: 310, pagesRead: 120, userReview: ""),
    Book(title: "Project Hail Mary", author: "Andy Weir", bookDescription: "", rating: 4.8, genre: "Science Fiction",
         totalPages: 496, pagesRead: 496, userReview: ""),
]
