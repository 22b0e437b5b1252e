// Stubs for HammerAndShield/pokedex-iOS (r695): the Pokémon model with its three-digit number, its type
// and the preview Pokémon the row's #Preview uses. Our own test doubles.
import SwiftUI

enum PokeType: String, CaseIterable {
    case fire, water, grass, electric, normal, unknown

    var color: Color {
        switch self {
        case .fire: return Color(red: 0.93, green: 0.51, blue: 0.19)
        case .water: return Color(red: 0.39, green: 0.56, blue: 0.94)
        case .grass: return Color(red: 0.48, green: 0.78, blue: 0.3)
        case .electric: return Color(red: 0.97, green: 0.82, blue: 0.17)
        case .normal, .unknown: return Color(red: 0.66, green: 0.65, blue: 0.48)
        }
    }
}

struct Pokemon: Identifiable {
    let name: String
    let id: Int
    let spriteURL: URL
    let type: PokeType

    /// "004", "025", "150".
    var idString: String { String(format: "%03d", id) }
}

let PreviewPokemon = Pokemon(name: "Charmander", id: 4,
                             spriteURL: URL(string: "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/4.png")!,
                             type: .fire)
