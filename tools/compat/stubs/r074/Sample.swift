import SwiftUI

@MainActor func makeSampleRow() -> some View {
    OpenQuicklyListItemView(
        baseDirectory: URL(fileURLWithPath: "/Users/dev/CodeEdit"),
        searchResult: OpenQuicklyViewModel.SearchResult(
            fileURL: URL(fileURLWithPath: "/Users/dev/CodeEdit/CodeEdit/Features/OpenQuickly/Views/OpenQuicklyView.swift"),
            matchedCharacters: [NSRange(location: 0, length: 4)]
        )
    )
    .frame(width: 500)
}
