import SwiftUI
import NioKit

@MainActor func makeSampleRow() -> some View {
    let base = Date(timeIntervalSince1970: 1_764_250_000)
    let reactions = [
        Reaction(id: "1", sender: "Jane Doe", timestamp: base, reaction: "❤️"),
        Reaction(id: "2", sender: "@morpheus:matrix.org", timestamp: base.addingTimeInterval(-3_600), reaction: "👍"),
        Reaction(id: "3", sender: "Trinity", timestamp: base.addingTimeInterval(-86_400), reaction: "😂"),
    ]
    // The reactions sheet lists who reacted.
    return List(reactions) { reaction in
        ReactionsListItemView(reaction: reaction)
    }
    .environment(\.userId, "@jane:matrix.org")
}
