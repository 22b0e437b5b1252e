import Foundation
import SwiftUI
// Stub of ACHNBrowserUI's local Backend package (Dimillian/ACHNBrowserUI Packages/Backend): the
// models the corpus rows use. Test double; CloudKit records left out.

/// Packages/Backend/Sources/Backend/Models/Category.swift (the cases and iconName()).
public enum Category: String, CaseIterable {
    case housewares, miscellaneous
    case wallMounted = "wall-mounted"
    case wallpapers, floors, rugs, photos, posters, fencing, tools
    case tops, bottoms, headwear, accessories, socks, shoes, bags
    case dressup = "Dress-Up"
    case clothingOther = "Clothing Other"
    case umbrellas, music, recipes, construction, nookmiles, other
    case art, bugs, fish, fossils
    case seaCreatures = "Sea Creatures"

    public func label() -> LocalizedStringKey { LocalizedStringKey(rawValue) }

    public func iconName() -> String {
        switch self {
        case .miscellaneous: return "icon-leaf"
        case .posters: return "icon-posters"
        case .wallMounted: return "icon-wallmounted"
        case .housewares: return "icon-housewares"
        case .photos: return "icon-photos"
        case .art: return "icon-board"
        case .recipes: return "icon-recipe"
        case .wallpapers: return "icon-wallpaper"
        case .floors: return "icon-floor"
        case .rugs: return "icon-rug"
        case .fencing: return "icon-fence"
        case .tops: return "icon-top"
        case .bottoms: return "icon-pant"
        case .accessories: return "icon-glasses"
        case .headwear: return "icon-helm"
        case .socks: return "icon-socks"
        case .umbrellas: return "icon-umbrella"
        case .bags: return "icon-bag"
        case .music: return "icon-song"
        case .fossils: return "icon-fossil"
        case .construction: return "icon-helmet"
        case .nookmiles: return "icon-miles"
        case .other: return "icon-leaf"
        case .bugs: return "Ins13"
        case .fish: return "Fish6"
        case .tools: return "icon-tool"
        case .dressup: return "icon-top"
        case .shoes: return "icon-shoes"
        case .clothingOther: return "icon-wetsuit"
        case .seaCreatures: return "div25"
        }
    }
}

/// Packages/Backend/Sources/Backend/CloudKit/models/NewArticle.swift (without its CKRecord).
public struct NewArticle: Equatable, Identifiable {
    public var id: Int { (title + content).hashValue }
    public let title: String
    public let content: String
    public var upvotes: Int
    public var creationDate: Date

    public init(title: String, content: String, upvotes: Int, creationDate: Date) {
        self.title = title
        self.content = content
        self.upvotes = upvotes
        self.creationDate = creationDate
    }
}

/// Packages/Backend/Sources/Backend/CloudKit/services/NewsArticleService.swift (no CloudKit).
public class NewsArticleService: ObservableObject {
    public static let shared = NewsArticleService()
    @Published public var articles: [NewArticle] = []
    public func upvoteArticle(article: NewArticle) {}
}
