import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let characters = [
        ("Rick Sanchez", "https://rickandmortyapi.com/api/character/avatar/1.jpeg"),
        ("Morty Smith", "https://rickandmortyapi.com/api/character/avatar/2.jpeg"),
        ("Summer Smith", "https://rickandmortyapi.com/api/character/avatar/3.jpeg"),
    ]
    // SearchView's results: rows with dividers in a scroll view.
    return ScrollView {
        ForEach(Array(characters.enumerated()), id: \.offset) { index, character in
            if index != 0 {
                Divider()
            }
            Button {} label: {
                ListRow(title: character.0, image: character.1)
            }
            .buttonStyle(.plain)
        }
        .padding(20)
    }
}
