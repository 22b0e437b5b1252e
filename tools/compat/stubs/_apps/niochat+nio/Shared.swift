// Stubs shared by the niochat/nio rows (r574–r576): the app's date Formatter (Utility/Formatter.swift),
// the generated strings and assets (Generated/Strings.swift, Assets.swift; English text), MXURL
// (Utility/MXURL.swift), ContentSizeCategory.scalingFactor, UXColor.textOnAccentColor(for:),
// Color.backgroundColor(for:) (Extensions/), the userId environment value and the previews'
// enumeratingColorSchemes. Our own test doubles.
import SwiftUI
import NioKit

enum Formatter {
    static func string(forRelativeDate relativeDate: Date, to otherDate: Date = Date(), locale: Locale = .current) -> String {
        let f = RelativeDateTimeFormatter()
        f.dateTimeStyle = .named
        f.unitsStyle = .full
        f.locale = locale
        return f.localizedString(for: relativeDate, relativeTo: otherDate)
    }

    static func string(for date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style,
                       locale: Locale = .current) -> String {
        let f = DateFormatter()
        f.dateStyle = dateStyle
        f.timeStyle = timeStyle
        f.locale = locale
        return f.string(from: date)
    }
}

enum L10n {
    enum RecentRooms {
        enum AccessibilityLabel {
            static func dm(_ name: Any, _ when: Any, _ message: Any) -> String { "DM with \(name), \(when) \(message)" }
            static func room(_ name: Any, _ when: Any, _ message: Any) -> String { "Room \(name), \(when) \(message)" }
            static func newMessageBadge(_ count: Int) -> String { "\(count) new messages" }
        }
    }
}

struct ImageAsset {
    let name: String
}

enum Asset {
    enum Badge {
        static let edited = ImageAsset(name: "Badge/Edited")
    }
}

struct MXURL {
    var mxContentURI: URL

    init?(mxContentURI: String) {
        guard let url = URL(string: mxContentURI) else { return nil }
        self.mxContentURI = url
    }

    /// The homeserver's media download address for this mxc:// URI.
    func contentURL(on homeserver: URL) -> URL? {
        guard let server = homeserver.host, let origin = mxContentURI.host else { return nil }
        return URL(string: "https://\(server)/_matrix/media/r0/download/\(origin)/\(mxContentURI.lastPathComponent)")
    }

    static var nioIconURL: URL {
        MXURL(mxContentURI: "mxc://matrix.org/rdElwkPTTrdZljUuKwkSEMqV")!.contentURL(on: URL(string: "https://matrix.org")!)!
    }
}

extension ContentSizeCategory {
    /// 1.0 at the default (medium) size, 0.1 more or less per step.
    var scalingFactor: CGFloat {
        switch self {
        case .extraSmall: 0.8
        case .small: 0.9
        case .medium: 1.0
        case .large: 1.1
        case .extraLarge: 1.2
        case .extraExtraLarge: 1.3
        case .extraExtraExtraLarge: 1.4
        case .accessibilityMedium: 1.5
        case .accessibilityLarge: 1.6
        case .accessibilityExtraLarge: 1.7
        case .accessibilityExtraExtraLarge: 1.8
        case .accessibilityExtraExtraExtraLarge: 1.9
        @unknown default: 1.0
        }
    }
}

extension UXColor {
    /// Text drawn on the accent colour (badges): always white.
    static func textOnAccentColor(for colorScheme: ColorScheme) -> UXColor { .white }
}

extension Color {
    static func backgroundColor(for colorScheme: ColorScheme) -> Color {
        colorScheme == .dark ? .black : .white
    }
}

private struct UserIDEnvironmentKey: EnvironmentKey {
    static let defaultValue = ""
}

extension EnvironmentValues {
    var userId: String {
        get { self[UserIDEnvironmentKey.self] }
        set { self[UserIDEnvironmentKey.self] = newValue }
    }
}

extension PreviewProvider {
    static func enumeratingColorSchemes<Content: View>(_ colorSchemes: [ColorScheme] = ColorScheme.allCases,
                                                       _ content: @escaping () -> Content) -> some View {
        ForEach(colorSchemes, id: \.self) { scheme in
            content()
                .environment(\.colorScheme, scheme)
                .background(Color.backgroundColor(for: scheme))
        }
    }
}
