import SwiftUI

// The Pokédex grid: two cards a row.
@MainActor func makeSampleRow() -> some View {
    let sprite = { (id: Int) in URL(string: "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/\(id).png")! }
    let pokemon = [
        Pokemon(name: "Charmander", id: 4, spriteURL: sprite(4), type: .fire),
        Pokemon(name: "Charmeleon", id: 5, spriteURL: sprite(5), type: .fire),
        Pokemon(name: "Charizard", id: 6, spriteURL: sprite(6), type: .fire),
        Pokemon(name: "Vulpix", id: 37, spriteURL: sprite(37), type: .fire),
    ]
    return ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
            ForEach(pokemon) { PokemonCard(pokemon: $0) }
        }
    }
}
