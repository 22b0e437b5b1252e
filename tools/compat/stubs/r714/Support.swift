// Stubs for vtruo009/PokeSteps (r714): the PokéAPI list entry and the app's view model (the Pokédex list,
// from which a Pokémon's number is its position). Our own test doubles.
import SwiftUI

struct Pokemon: Codable, Identifiable, Equatable {
    var id: String { url }
    let name: String
    let url: String
}

extension Pokemon {
    static var samplePokemon = Pokemon(name: "bulbasaur", url: "https://pokeapi.co/api/v2/pokemon/1/")
    static var samplePokemons = [
        Pokemon(name: "bulbasaur", url: "https://pokeapi.co/api/v2/pokemon/1/"),
        Pokemon(name: "ivysaur", url: "https://pokeapi.co/api/v2/pokemon/2/"),
        Pokemon(name: "venusaur", url: "https://pokeapi.co/api/v2/pokemon/3/"),
        Pokemon(name: "charmander", url: "https://pokeapi.co/api/v2/pokemon/4/"),
    ]
}

class ViewModel: ObservableObject {
    @Published var pokemonList = Pokemon.samplePokemons

    /// The Pokémon's number: its position in the list, from 1.
    func getPokemonID(pokemon: Pokemon) -> Int {
        (pokemonList.firstIndex(of: pokemon) ?? -1) + 1
    }
}
