import SwiftUI
import CoreData
import SDWebImageSwiftUI
// Stubs shared by the rows of planetary-social/nos (what they use from elsewhere in the app).

// MARK: Colours (the app's Colors.xcassets; light appearance values)

extension Color {
    /// primary-txt (dark appearance: #FFFFFF).
    static let primaryTxt = Color(red: 0x59 / 255, green: 0x49 / 255, blue: 0x46 / 255)
    /// secondary-txt (dark appearance: #A588D8).
    static let secondaryTxt = Color(red: 0x96 / 255, green: 0x77 / 255, blue: 0x72 / 255)
    /// card-bg-top (dark appearance: #2B1C47).
    static let cardBgTop = Color(red: 0xFF / 255, green: 0xF8 / 255, blue: 0xF7 / 255)
    /// card-bg-bottom (dark appearance: #25183D).
    static let cardBgBottom = Color(red: 0xFC / 255, green: 0xF5 / 255, blue: 0xF4 / 255)
    /// card-divider-bottom (dark appearance: #140D21).
    static let cardDividerBottom = Color(red: 0xF1 / 255, green: 0xE6 / 255, blue: 0xE5 / 255)
    /// card-divider-bottom-shadow (dark appearance: #362459).
    static let cardDividerBottomShadow = Color.white
    /// preview-bg.
    static let previewBg = Color(red: 0xFE / 255, green: 0xFF / 255, blue: 0xFF / 255)
}

// MARK: Fonts (Clarity City, sized as the system text styles at the default content size)

extension Font.Weight {
    var clarityFontName: String {
        switch self {
        case .medium: return "ClarityCity-Medium"
        case .semibold: return "ClarityCity-SemiBold"
        case .bold: return "ClarityCity-Bold"
        default: return "ClarityCity-Regular"
        }
    }
}

extension Font.TextStyle {
    /// The point size of the style at the .large content size category.
    var clarityDefaultSize: CGFloat {
        switch self {
        case .largeTitle: return 34
        case .title: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption: return 12
        case .caption2: return 11
        default: return 17
        }
    }
}

extension Font {
    static func clarity(_ fontWeight: Font.Weight, textStyle: Font.TextStyle = .body) -> Font {
        .custom(fontWeight.clarityFontName, size: textStyle.clarityDefaultSize, relativeTo: textStyle)
    }

    static func clarity(_ fontWeight: Font.Weight, size: CGFloat, textStyle: Font.TextStyle) -> Font {
        .custom(fontWeight.clarityFontName, size: size, relativeTo: textStyle)
    }
}

extension Image {
    static let emptyAvatar = Image("emptyAvatar")
}

// MARK: Shared views

/// A round profile photo (loaded with SDWebImage in the app), the empty avatar while loading.
struct AvatarView: View {
    var imageUrl: URL?
    let size: CGFloat

    var body: some View {
        WebImage(url: imageUrl) { image in
            image.resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: size, height: size)
                .clipShape(Circle())
        } placeholder: {
            Image.emptyAvatar
                .resizable()
                .renderingMode(.original)
                .aspectRatio(contentMode: .fill)
                .frame(width: size, height: size)
                .clipShape(Circle())
        }
    }
}

/// A 1-pt card divider with a 1-pt highlight below it.
struct BeveledSeparator: View {
    var body: some View {
        Color.cardDividerBottom
            .frame(height: 1)
            .shadow(color: .cardDividerBottomShadow, radius: 0, x: 0, y: 1)
    }
}

// MARK: Models (Core Data entities in the app; attributes as stored properties here)

typealias RawAuthorID = String

final class Relay: NSManagedObject {
    var address: String?
    var name: String?
    var relayDescription: String?
    var isFeedEnabled = false
}

final class Follow: NSManagedObject {
    var petName: String?
    var destination: Author?
    var source: Author?
}

final class Author: NSManagedObject {
    var hexadecimalPublicKey: RawAuthorID?
    var displayName: String?
    var name: String?
    var nip05: String?
    var about: String?
    var profilePhotoURL: URL?
    var lastUpdatedMetadata: Date?
    var follows = Set<Follow>()
    var followers = Set<Follow>()
    var relays = Set<Relay>()

    /// The display name, else the name, else the start of the public key.
    var safeName: String {
        if let displayName, !displayName.isEmpty { return displayName }
        if let name, !name.isEmpty { return name }
        return hexadecimalPublicKey.map { String($0.prefix(10)) + "..." } ?? "error"
    }
}

// MARK: Services

/// Handle for relay subscriptions; cancels them when released.
final class SubscriptionCancellable {
    static func empty() -> SubscriptionCancellable { SubscriptionCancellable() }
    func cancel() {}
}

typealias SubscriptionCancellables = [SubscriptionCancellable]

/// Talks to Nostr relays in the app; here requests return at once.
@Observable class RelayService {
    func requestMetadata(for authorKey: RawAuthorID?, since: Date?) async -> SubscriptionCancellable {
        SubscriptionCancellable.empty()
    }
}

/// The app's navigation state: a path per tab.
@MainActor final class Router: ObservableObject {
    @Published var path = NavigationPath()

    func push<D: Hashable>(_ destination: D) {
        path.append(destination)
    }
}

struct FollowsDestination: Hashable {
    let author: Author
    let follows: [Author]
}

struct RelaysDestination: Hashable {
    let author: Author
    let relays: [Relay]
}

/// The source of a feed's notes.
enum FeedSource: Hashable {
    case following
    case relay(host: String, description: String?)
    case list(name: String, description: String?)

    var displayName: String {
        switch self {
        case .following: return String(localized: "following")
        case .relay(let name, _), .list(let name, _): return name
        }
    }

    var description: String? {
        switch self {
        case .following: return nil
        case .relay(_, let description), .list(_, let description): return description
        }
    }
}

// MARK: Preview data

/// An in-memory context holding a sample author (as the app's PreviewData does).
@MainActor enum NosPreviewData {
    static let context = NSManagedObjectContext()

    static let author: Author = {
        let author = Author(context: context)
        author.hexadecimalPublicKey = "d0a1ffb8761b974cec4a3be8cbcb2e96a7090dcf465ffeac839aa4ca20c9a59e"
        author.name = "Sebastian Heit"
        author.nip05 = "chardot@nostr.fan"
        author.about = "Go programmer working on Nos/Planetary."
        author.profilePhotoURL = URL(string: "https://tinyurl.com/47amhyzz")
        return author
    }()
}
