// Stubs for khoasdyn/flashcard-quiz shared by its rows (r738, r739): the SwiftData flashcard model and the
// word types with their badge colours. Our own test doubles.
import SwiftUI
import SwiftData

@Model
class Flashcard {
    var word: String
    var definition: String
    var createdAt: Date
    var wordTypeRaw: String?

    var wordType: WordType? {
        get { wordTypeRaw.flatMap { WordType(rawValue: $0) } }
        set { wordTypeRaw = newValue?.rawValue }
    }

    init(word: String, definition: String, wordType: WordType? = nil) {
        self.word = word
        self.definition = definition
        self.createdAt = Date()
        self.wordTypeRaw = wordType?.rawValue
    }
}

enum WordType: String, CaseIterable {
    case noun, verb, adjective, adverb, phrase

    var color: Color {
        switch self {
        case .noun: return .blue
        case .verb: return .green
        case .adjective: return .orange
        case .adverb: return .purple
        case .phrase: return .teal
        }
    }
}
