// Stubs for MartinFlischman/Chronicle (r729): the SwiftData journal entry model. Our own test double.
import Foundation
import SwiftData

@Model
final class JournalEntry {
    var title: String = ""
    var date: Date = Date()
    var rating: Double = 3.0
    var text: String = ""

    init(title: String, date: Date, rating: Double, text: String) {
        self.title = title
        self.date = date
        self.rating = rating
        self.text = text
    }
}
