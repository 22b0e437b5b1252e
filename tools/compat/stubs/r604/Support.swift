// Stubs for Glymaxus/LibertyBook LibertyBookOfficiel/View/FavoritesBook/FavoritesBookCellView.swift:
// AuthViewModel (ViewModel/AuthViewModel.swift; the signed-in user) and BookViewModel
// (ViewModel/BookViewModel.swift; the favourites calls, which complete at once here). Our own doubles.
import Foundation
import Combine

struct User: Identifiable, Codable {
    var id: String?
    var fullname: String
    var email: String
}

final class AuthViewModel: ObservableObject {
    @Published var currentUser: User?
    init(currentUser: User? = nil) { self.currentUser = currentUser }
}

final class BookViewModel: ObservableObject {
    @Published var favorites: [Book] = []

    func removeFromFavorites(userId: String, book: Book, completion: @escaping (_ success: Bool) -> Void) {
        favorites.removeAll { $0.id == book.id }
        completion(true)
    }

    func fetchFavorites() {}
}
