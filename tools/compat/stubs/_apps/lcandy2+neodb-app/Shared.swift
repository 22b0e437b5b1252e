@_exported import Inject
import SFSafeSymbols
import SwiftUI
// Stubs shared by the rows of lcandy2/neodb-app (what they use from elsewhere in the app).
// The app re-exports Inject from NeoDBApp.swift (`@_exported import Inject`), so every file sees
// enableInjection() and @ObserveInjection.

enum AppConfig {
    static let defaultItemCoverRatio: CGFloat = 3 / 4
}

/// The asset catalog's ratingPrimary colour (sRGB #FF9900), as Xcode's generated symbols spell it.
extension Color {
    static let ratingPrimary = Color(red: 1, green: 0x99 / 255, blue: 0)
}

extension ShapeStyle where Self == Color {
    static var ratingPrimary: Color { Color.ratingPrimary }
}

enum Symbol {
    case sfSymbol(SFSymbol)
    case systemSymbol(String)
    case custom(String)
}

extension Image {
    init(symbol: Symbol) {
        switch symbol {
        case .sfSymbol(let symbol): self.init(systemSymbol: symbol)
        case .systemSymbol(let name): self.init(systemName: name)
        case .custom(let name): self.init(name)
        }
    }
}

enum ItemType: String, Codable, CaseIterable {
    case book = "edition"
    case movie
    case tv = "tvshow"
    case music
    case podcast
    case game = "Game"
    case performance = "Performance"
    case unknown
}

enum ItemCategory: String, Codable, CaseIterable {
    case book, movie, tv, tvSeason, tvEpisode, music, game, podcast
    case podcastEpisode = "podcastepisode"
    case performance, performanceProduction, fanfic, exhibition, collection

    var symbolImageFill: Symbol {
        switch self {
        case .book, .fanfic: return .sfSymbol(.bookFill)
        case .movie: return .sfSymbol(.filmFill)
        case .tv, .tvSeason, .tvEpisode: return .sfSymbol(.tvFill)
        case .music: return .sfSymbol(.musicNote)
        case .game: return .systemSymbol("gamecontroller.fill")
        case .podcast, .podcastEpisode: return .custom("custom.podcast")
        case .performance, .performanceProduction, .exhibition: return .sfSymbol(.theatermasksFill)
        case .collection: return .sfSymbol(.squareGrid2x2Fill)
        }
    }

    /// The app reads these from its Item string table; the English values.
    var displayName: String {
        switch self {
        case .book, .fanfic: return "Books"
        case .movie: return "Movies"
        case .tv, .tvSeason, .tvEpisode: return "TV"
        case .music: return "Music"
        case .game: return "Games"
        case .podcast, .podcastEpisode: return "Podcasts"
        case .performance, .performanceProduction, .exhibition, .collection: return "Performances"
        }
    }

    var placeholderRatio: CGFloat {
        switch self {
        case .music, .podcast, .podcastEpisode: return 1
        default: return 3 / 4
        }
    }
}

struct ItemExternalResourceSchema: Codable, Hashable {
    let url: URL
}

struct LocalizedTitleSchema: Codable, Hashable {
    let lang: String
    let text: String
}

protocol ItemProtocol: Codable, Equatable, Hashable, Identifiable {
    var id: String { get }
    var type: ItemType { get }
    var uuid: String { get }
    var url: String { get }
    var apiUrl: String { get }
    var category: ItemCategory { get }
    var parentUuid: String? { get }
    var displayTitle: String? { get }
    var externalResources: [ItemExternalResourceSchema]? { get }
    var title: String? { get }
    var description: String? { get }
    var localizedTitle: [LocalizedTitleSchema]? { get }
    var localizedDescription: [LocalizedTitleSchema]? { get }
    var coverImageUrl: URL? { get }
    var rating: Double? { get }
    var ratingCount: Int? { get }
    var brief: String? { get }
}

extension ItemProtocol {
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

struct ItemSchema: ItemProtocol {
    let id: String
    let type: ItemType
    let uuid: String
    let url: String
    let apiUrl: String
    let category: ItemCategory
    let parentUuid: String?
    let displayTitle: String?
    let externalResources: [ItemExternalResourceSchema]?
    let title: String?
    let description: String?
    let localizedTitle: [LocalizedTitleSchema]?
    let localizedDescription: [LocalizedTitleSchema]?
    let coverImageUrl: URL?
    let rating: Double?
    let ratingCount: Int?
    let brief: String?
}

extension ItemSchema {
    /// The app's ItemSchema.preview.
    static var preview: ItemSchema {
        ItemSchema(
            id: "1", type: .book, uuid: "1", url: "/book/1", apiUrl: "https://api.example.com/item/1",
            category: .book, parentUuid: nil, displayTitle: "Sample Item", externalResources: nil,
            title: "Sample Item", description: "A sample item description",
            localizedTitle: [], localizedDescription: [], coverImageUrl: nil,
            rating: 4.5, ratingCount: 1234, brief: "A sample item brief description"
        )
    }
}
