import SwiftUI
// Stubs for CodeEditApp/CodeEdit CodeEdit/Features/OpenQuickly/Views/OpenQuicklyListItemView.swift (what the row uses from elsewhere in its app).

final class OpenQuicklyViewModel: ObservableObject {
    struct SearchResult: Identifiable, Hashable {
        var id: String { fileURL.absoluteString }
        let fileURL: URL
        let matchedCharacters: [NSRange]

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.fileURL == rhs.fileURL }
        func hash(into hasher: inout Hasher) { hasher.combine(fileURL) }
    }

    @Published var openQuicklyQuery: String = ""
    @Published var searchResults: [SearchResult] = []
}

/// The file name with the matched characters in bold (an NSTextField via NSViewRepresentable in
/// the app); the stub draws plain text.
struct QuickSearchResultLabel: View {
    let labelName: String
    let charactersToHighlight: [NSRange]

    var body: some View {
        Text(labelName)
            .font(.system(size: 13))
            .lineLimit(1)
    }
}
