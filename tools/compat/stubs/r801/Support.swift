// Stubs for hellensoloviy/SwiftDataExample (r801): the expense SwiftData model (Views/Sub/Expense.swift).
// Our own test double.
import Foundation
import SwiftData

@Model
class Expense {
    @Attribute(.unique) var name: String
    var date: Date
    var value: Double

    init(name: String, date: Date, value: Double) {
        self.name = name
        self.date = date
        self.value = value
    }
}
