// Stubs for raulmejianarea/App-PokeDex (r875): the Pokémon from the course API (PokemonModel.swift) and the
// view model's type colours (PokemonViewModel.swift; the list is not fetched here). Our own test doubles
// with the app's names.
import SwiftUI

struct PokemonModel: Codable, Hashable {
    let id: Int
    let attack: Int
    let defense: Int
    let description: String
    let name: String
    let imageUrl: String
    let type: String
}

class PokemonViewModel: ObservableObject {
    @Published var listPokemon = [PokemonModel]()
    @Published var filteredPokemon = [PokemonModel]()

    func getColorBasedOnType(type: String) -> Color {
        switch type {
        case "poison": return .purple
        case "fire": return .red
        case "water": return .blue
        case "bug,grass": return .green
        case "flying": return .mint
        case "normal": return .pink
        case "electric": return .yellow
        case "ground": return .brown
        case "fairy", "psychic", "dragon": return .orange
        case "fighting": return .gray
        case "ice", "steel": return .teal
        default: return .white
        }
    }
}
