// Stub for WBooks' BookDetailViewModel (Views/BookDetail/BookDetailViewModel.swift), which
// LibraryCellViewModel.createBookDetailViewModel() returns; the cell never calls it. The real one
// also holds rent and comment repositories, which the case does not compile.
final class BookDetailViewModel {
    private let book: Book
    init(book: Book) { self.book = book }
}
