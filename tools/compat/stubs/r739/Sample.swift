import SwiftUI

// The card detail sheet's header: the word and its type badge.
@MainActor func makeSampleRow() -> some View {
    List {
        HStack {
            Text("Serendipity").font(.headline)
            Spacer()
            WordTypeBadge(wordType: .noun)
        }
        HStack {
            Text("Quickly").font(.headline)
            Spacer()
            WordTypeBadge(wordType: .adverb)
        }
        HStack {
            Text("By and large").font(.headline)
            Spacer()
            WordTypeBadge(wordType: nil)
        }
    }
}
