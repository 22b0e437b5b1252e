import SwiftUI
import BlinkSnippets

@MainActor func makeSampleRow() -> some View {
    let store = InMemorySnippets()
    let model = SearchModel()
    let snippets: [(Snippet, String, String)] = [
        (Snippet(name: "tail-logs.sh", folder: "ops", store: store), "ops/tail-logs", "journalctl -u nginx -f --since today"),
        (Snippet(name: "git-undo.sh", folder: "git", store: store), "git/undo", "git reset --soft HEAD~1"),
    ]
    // SnippetsListView shows the matches over the terminal, the selected one outlined.
    return VStack {
        ForEach(Array(snippets.enumerated()), id: \.offset) { index, item in
            SnippetView(fuzzyMode: false, index: AttributedString(item.1), content: AttributedString(item.2),
                        selected: index == 0, snippet: item.0, model: model)
        }
    }
    .padding(6)
    .background(Color.black)
    .environment(\.colorScheme, .dark)
}
