// Stubs for Pocket/pocket-ios (r688): a highlighted quote of an article and the saved item's reader view
// model (only the two highlight actions the row calls; the app's talks to its sync layer). Our own test
// doubles.
import SwiftUI

struct HighlightedQuote: Identifiable {
    var id = UUID()
    let remoteID: String?
    let index: Int
    let indexPath: IndexPath
    let quote: String
}

final class SavedItemViewModel: ObservableObject {
    @Published var highlights: [HighlightedQuote] = []

    func deleteHighlight(_ ID: String) {
        highlights.removeAll { $0.remoteID == ID }
    }

    func shareHighlight(_ quote: String) {}
}
