import SwiftUI

// The Pokédex: two columns of Pokémon.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(Pokemon.samplePokemons) { PokemonView(pokemon: $0) }
        }
    }
    .environmentObject(ViewModel())
}
