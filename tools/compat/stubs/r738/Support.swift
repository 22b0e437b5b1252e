// Stubs for khoasdyn/flashcard-quiz (r738): the word-type badge the row shows is a row of this half of its
// own (r739); a plain stand-in here.
import SwiftUI

struct WordTypeBadge: View {
    let wordType: WordType?
    var body: some View {
        Text(wordType?.rawValue.capitalized ?? "N/A")
            .font(.subheadline)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill((wordType?.color ?? .gray).opacity(0.3)))
    }
}
