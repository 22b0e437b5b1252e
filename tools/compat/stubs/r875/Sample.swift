import SwiftUI

// The Pokédex grid (sprites come from the network, so each shows its loading placeholder).
@MainActor func makeSampleRow() -> some View {
    let viewModel = PokemonViewModel()
    let pokemon = [
        PokemonModel(id: 1, attack: 49, defense: 49, description: "", name: "Bulbasaur",
                     imageUrl: "https://example.com/sprites/1.png", type: "poison"),
        PokemonModel(id: 4, attack: 52, defense: 43, description: "", name: "Charmander",
                     imageUrl: "https://example.com/sprites/4.png", type: "fire"),
        PokemonModel(id: 7, attack: 48, defense: 65, description: "", name: "Squirtle",
                     imageUrl: "https://example.com/sprites/7.png", type: "water"),
        PokemonModel(id: 25, attack: 55, defense: 40, description: "", name: "Pikachu",
                     imageUrl: "https://example.com/sprites/25.png", type: "electric"),
    ]
    return ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
            ForEach(pokemon, id: \.id) { item in
                PokemonCellView(pokemon: item, viewModel: viewModel)
                    .frame(height: 150)
            }
        }
        .padding(.horizontal)
    }
}
