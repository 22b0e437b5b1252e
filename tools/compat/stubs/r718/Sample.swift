import SwiftUI

// Under an activity: its reactions, the user's own highlighted.
@MainActor func makeSampleRow() -> some View {
    let reactions = [
        Reaction(reaction: "❤️", type: .emoji, count: 12),
        Reaction(reaction: "😂", type: .emoji, count: 4),
        Reaction(reaction: "🔥", type: .emoji, count: 27),
    ]
    return VStack(alignment: .leading, spacing: 10) {
        Text("Dinner at Osteria Francescana").cfont(.headline)
        HStack(spacing: 6) {
            ForEach(Array(reactions.enumerated()), id: \.element.id) { index, reaction in
                ReactionLabel(reaction: reaction, isSelected: index == 2)
            }
        }
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
}
