// Stubs shared by the sebulino/PIRATEN-iOS-App rows (r663–r665): the theme's colours (App/Theme/PiratenColors.swift:
// primary orange, card surface, warm background; light and dark) and fonts (App/Theme/PiratenFonts.swift: the
// app's bundled DejaRip face by name), NewsItem (Core/Domain/News/NewsItem.swift: headline and preview from
// the message text), FakeNewsRepository's samples and MarkdownTextView (App/Views/Knowledge/Components/).
// Our own test doubles.
import SwiftUI
import UIKit

extension Color {
    static let piratenPrimary = Color(uiColor: UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 1.0, green: 0.604, blue: 0.102, alpha: 1)
            : UIColor(red: 1.0, green: 0.533, blue: 0.0, alpha: 1)
    })
    static let piratenBackground = Color(uiColor: UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.110, green: 0.102, blue: 0.090, alpha: 1)
            : UIColor(red: 252 / 255, green: 248 / 255, blue: 244 / 255, alpha: 1)
    })
    static let piratenSurface = Color(uiColor: UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.173, green: 0.165, blue: 0.153, alpha: 1)
            : UIColor.white
    })
}

extension Font {
    static func piratenBody(size: CGFloat) -> Font { .custom("DejaRip", size: size) }
    static func piratenBodyBold(size: CGFloat) -> Font { .custom("DejaRip-Bold", size: size) }
    static let piratenHeadlineBody: Font = .piratenBodyBold(size: 17)
    static let piratenSubheadline: Font = .piratenBody(size: 15)
    static let piratenBodyDefault: Font = .piratenBody(size: 17)
    static let piratenCaption: Font = .piratenBody(size: 12)
}

struct NewsItem: Identifiable, Codable, Equatable, Hashable {
    let chatId: Int64
    let messageId: Int64
    let postedAt: Date
    let text: String

    var id: Int64 { messageId }

    var headline: String {
        text.components(separatedBy: "\n").first(where: { !$0.isEmpty }) ?? text
    }

    var previewText: String { text }
}

enum FakeNewsRepository {
    static let sampleItems: [NewsItem] = [
        NewsItem(chatId: 1, messageId: 101, postedAt: Date().addingTimeInterval(-2 * 86_400),
                 text: "Landesparteitag in Kassel\nAm Wochenende treffen wir uns zum Landesparteitag. Anträge können noch bis Freitag eingereicht werden; die Tagesordnung steht im Forum."),
        NewsItem(chatId: 1, messageId: 102, postedAt: Date().addingTimeInterval(-5 * 3600),
                 text: "Neue Ausgabe des Newsletters\nThemen: Digitalisierung der Verwaltung, Datenschutz im Ehrenamt und ein Rückblick auf die Kommunalwahl."),
    ]
}

struct MarkdownTextView: View {
    let markdown: String
    var body: some View {
        Text((try? AttributedString(markdown: markdown)) ?? AttributedString(markdown))
    }
}
