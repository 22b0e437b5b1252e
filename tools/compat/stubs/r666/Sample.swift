import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The joke feed: cards stacked in a scroll view.
    ScrollView {
        VStack(spacing: 16) {
            JokeCardView(joke: Joke(category: .dadJoke, setup: "Why don't scientists trust atoms?",
                                    punchline: "Because they make up everything!", character: "Mr. Funny"),
                         isCopied: false, onShare: {}, onCopy: {}, onRate: { _ in })
            JokeCardView(joke: Joke(category: .knockKnock, setup: "Knock, knock. Who's there? Nobel.",
                                    punchline: "Nobel who? Nobel … that's why I knocked.", userRating: 5,
                                    character: "Mr. Potty"),
                         isCopied: false, onShare: {}, onCopy: {}, onRate: { _ in })
            JokeCardView(joke: Joke(category: .pickupLine, setup: "Are you a magician?",
                                    punchline: "Because whenever I look at you, everyone else disappears.",
                                    userRating: 1),
                         isCopied: false, onShare: {}, onCopy: {}, onRate: { _ in })
        }
        .padding()
    }
}
