// Stub of Unwatched's UnwatchedShared module (fer0n/Unwatched): the app-wide constants, the theme
// colours (named asset colours, read by name as the module does), the cached image view, its cache
// manager and the data provider's preview container. Our own test doubles with the module's names.
import SwiftUI
import SwiftData

public struct Const {
    public static let themeColor = "themeColor"
    public static let unwatchedPremiumAcknowledged = "unwatchedPremiumAcknowledged"
    public static let premiumIndicatorSF = "star.circle.fill"
}

public enum ThemeColor: Int, CaseIterable, Sendable {
    case red, orange, yellow, green, darkGreen, mint, teal, blue, purple, blackWhite

    public init() { self = .defaultTheme }
    public static let defaultTheme = ThemeColor.teal

    public var color: Color {
        switch self {
        case .red: return .red
        case .orange: return .orange
        case .yellow: return .yellow
        case .green: return .green
        case .darkGreen: return .darkGreen
        case .mint: return .mint
        case .teal: return .teal
        case .blue: return .blue
        case .purple: return .purple
        case .blackWhite: return .neutralAccentColor
        }
    }
}

public extension Color {
    static var neutralAccentColor: Color { Color("neutralAccentColor") }
    static var backgroundColor: Color { Color("BackgroundColor") }
    static var insetBackgroundColor: Color { Color("insetBackgroundColor") }
    static var darkGreen: Color { Color("darkGreen") }
    static var automaticWhite: Color { Color("automaticWhite") }
    static var automaticBlack: Color { Color("automaticBlack") }
}

/// Keeps decoded thumbnails around; nothing is cached in this double.
@Observable public class ImageCacheManager {
    public init() {}
}

/// Loads an image from the first URL that answers; here it always shows the placeholder.
public struct CachedImageView<Content: View, Content2: View>: View {
    let imageUrls: [URL]
    let content: (Image) -> Content
    let placeholder: () -> Content2

    public init(urls: [URL?],
                @ViewBuilder content: @escaping (Image) -> Content,
                @ViewBuilder placeholder: @escaping () -> Content2) {
        imageUrls = urls.compactMap { $0 }
        self.content = content
        self.placeholder = placeholder
    }

    public init(imageUrl: URL?,
                @ViewBuilder content: @escaping (Image) -> Content,
                @ViewBuilder placeholder: @escaping () -> Content2) {
        self.init(urls: [imageUrl], content: content, placeholder: placeholder)
    }

    public var body: some View { placeholder() }
}

public final class DataProvider: Sendable {
    @MainActor public static let previewContainer: ModelContainer = {
        try! ModelContainer(for: Schema([]),
                            configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    }()
}
