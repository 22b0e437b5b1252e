import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        SuggestionPill("Failed requests") {}
        SuggestionPill("api.example.com") {}
        SuggestionPill("POST") {}
    }
    .padding()
}
