// Stubs for keyursavalia/BalanceZero (r762): a gift card's transaction (Model/CardModels.swift, a
// SwiftData model). Our own test double.
import Foundation
import SwiftData

@Model
final class CardTransaction {
    var note: String
    var amountInCents: Int
    var createdAt: Date

    init(note: String, amountInCents: Int, createdAt: Date = .now) {
        self.note = note
        self.amountInCents = amountInCents
        self.createdAt = createdAt
    }
}
