import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let sections = [
        SectionRowModel(id: 1, title: "Rick Sanchez", subtitle: "Human · Alive", text: "Earth (C-137)",
                        image: "https://rickandmortyapi.com/api/character/avatar/1.jpeg", progress: 0.8),
        SectionRowModel(id: 2, title: "Morty Smith", subtitle: "Human · Alive", text: "Citadel of Ricks",
                        image: "https://rickandmortyapi.com/api/character/avatar/2.jpeg", progress: 0.55),
        SectionRowModel(id: 8, title: "Adjudicator Rick", subtitle: "Human · Dead", text: "Citadel of Ricks",
                        image: "https://rickandmortyapi.com/api/character/avatar/8.jpeg", progress: 0.2),
    ]
    // HomeView's character list: rows with dividers on a material card.
    return ScrollView {
        VStack(spacing: 16) {
            ForEach(Array(sections.enumerated()), id: \.offset) { _, section in
                SectionRowView(section: section)
                Divider()
            }
        }
        .padding(20)
        .background(.ultraThinMaterial)
        .backgroundStyle(cornerRadius: 30)
        .padding(.horizontal, 20)
    }
    .background(LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom))
}
