import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let repositories = [
        Repository(id: 1, name: "swift-collections", description: "Commonly used data structures for Swift",
                   language: "Swift", stargazersCount: 3_812, forksCount: 312, updatedAt: "2025-11-20T10:12:00Z"),
        Repository(id: 2, name: "dotfiles", description: nil, language: "Shell",
                   stargazersCount: 14, forksCount: 2, updatedAt: "2025-10-02T08:00:00Z"),
        Repository(id: 3, name: "notes", description: "Personal notes and snippets", language: nil,
                   stargazersCount: 0, forksCount: 0, updatedAt: "2025-09-12T18:40:00Z"),
    ]
    return NavigationStack {
        List(repositories) { repository in
            RepositoryRow(repository: repository)
        }
        .navigationTitle("Repositories")
    }
}
