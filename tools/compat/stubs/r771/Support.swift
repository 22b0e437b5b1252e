// Stubs for c0ldbear/bullseye's ReadMe app (r771): the book model and the library that holds the books'
// cover images (ReadMe/Book.swift, ReadMe/Library.swift), the cover view and title/author stack
// (Views/Book+Views.swift: a book symbol when there is no cover) and the detail screen the row links to.
// Our own test doubles with the app's names.
import SwiftUI
import Combine

class Book: ObservableObject {
    @Published var title: String
    @Published var author: String
    @Published var microReview: String
    @Published var readMe: Bool

    init(title: String = "Title", author: String = "Author", microReview: String = "", readMe: Bool = true) {
        self.title = title
        self.author = author
        self.microReview = microReview
        self.readMe = readMe
    }
}

extension Book: Hashable, Identifiable {
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func == (lhs: Book, rhs: Book) -> Bool { lhs === rhs }
}

final class Library: ObservableObject {
    @Published var images: [Book: Image] = [:]
    var books: [Book] = [
        Book(title: "Ein Neues Land", author: "Shaun Tan", microReview: "A wordless story of a migrant's new life."),
        Book(title: "Bosch", author: "Laurinda Dixon"),
        Book(title: "Dare to Lead", author: "Brené Brown", microReview: "Courage is a skill."),
    ]
}

extension Book {
    struct Image: View {
        let image: SwiftUI.Image?
        let title: String
        var size: CGFloat?
        var cornerRadius: CGFloat

        var body: some View {
            if let image {
                image.resizable().scaledToFit()
                    .frame(width: size, height: size)
                    .cornerRadius(cornerRadius)
            } else {
                SwiftUI.Image(systemName: "book")
                    .resizable().scaledToFit()
                    .frame(width: size, height: size)
                    .font(.title.weight(.light))
                    .foregroundColor(.secondary.opacity(0.5))
            }
        }
    }
}

struct TitleAndAuthorStack: View {
    let book: Book
    let titleFont: Font
    let authorFont: Font

    var body: some View {
        VStack(alignment: .leading) {
            Text(book.title).font(titleFont)
            Text(book.author).font(authorFont).foregroundColor(.secondary)
        }
    }
}

struct BookDetailView: View {
    @ObservedObject var book: Book
    var body: some View { Text(book.title) }
}
