// Stubs for Mundo-Inc/mundo-ios-app (r718): a reaction and its count, and the Emoji view (the emoji's
// symbol as text, at the size asked; the app also plays animated GIFs for some). Our own test doubles.
import SwiftUI

enum ReactionType: String, Decodable {
    case emoji, special
}

struct Reaction: Decodable, Identifiable {
    let reaction: String
    let type: ReactionType
    let count: Int
    var id: String { reaction + String(count) + type.rawValue }
}

struct Emoji: View {
    let symbol: String
    let size: CGFloat
    @Binding var isAnimating: Bool

    init(reaction: Reaction, isAnimating: Binding<Bool>, size: CGFloat = 20) {
        self.symbol = reaction.reaction
        self._isAnimating = isAnimating
        self.size = size
    }

    var body: some View {
        Text(symbol)
            .font(.system(size: size * 0.85))
            .frame(width: size, height: size)
    }
}
