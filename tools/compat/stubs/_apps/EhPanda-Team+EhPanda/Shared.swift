import Kingfisher
import SFSafeSymbols
import SwiftUI
// Stubs shared by the rows of EhPanda-Team/EhPanda (what they use from elsewhere in the app).

enum Category: String, Codable, CaseIterable, Identifiable {
    var id: String { rawValue }
    case doujinshi = "Doujinshi"
    case manga = "Manga"
    case artistCG = "Artist CG"
    case gameCG = "Game CG"
    case western = "Western"
    case nonH = "Non-H"
    case imageSet = "Image Set"
    case cosplay = "Cosplay"
    case asianPorn = "Asian Porn"
    case misc = "Misc"
    case `private` = "Private"

    /// The app reads these from its asset catalog ("E-Hentai/Doujinshi"…).
    var color: Color {
        switch self {
        case .doujinshi: Color(red: 0.62, green: 0.16, blue: 0.16)
        case .manga: Color(red: 0.86, green: 0.42, blue: 0.07)
        case .artistCG: Color(red: 0.82, green: 0.69, blue: 0.13)
        case .gameCG: Color(red: 0.02, green: 0.49, blue: 0.05)
        case .western: Color(red: 0.12, green: 0.73, blue: 0.32)
        case .nonH: Color(red: 0.12, green: 0.55, blue: 0.73)
        case .imageSet: Color(red: 0.13, green: 0.25, blue: 0.73)
        case .cosplay: Color(red: 0.41, green: 0.11, blue: 0.68)
        case .asianPorn: Color(red: 0.75, green: 0.26, blue: 0.62)
        case .misc, .private: Color(red: 0.45, green: 0.45, blue: 0.45)
        }
    }
    var value: String { rawValue }
}

enum Language: String, Codable {
    case invalid = "N/A", other = "Other", chinese = "Chinese", english = "English", japanese = "Japanese", korean = "Korean"
    var value: String { rawValue }
}

struct GalleryTag: Codable, Equatable, Hashable, Identifiable {
    struct Content: Codable, Equatable, Hashable, Identifiable {
        var id: String { rawNamespace + text }
        let rawNamespace: String
        let text: String
        let isVotedUp: Bool
        let isVotedDown: Bool
        let textColor: Color?
        let backgroundColor: Color?

        enum CodingKeys: CodingKey { case rawNamespace, text, isVotedUp, isVotedDown }
        init(rawNamespace: String, text: String, isVotedUp: Bool = false, isVotedDown: Bool = false, textColor: Color? = nil, backgroundColor: Color? = nil) {
            self.rawNamespace = rawNamespace; self.text = text; self.isVotedUp = isVotedUp; self.isVotedDown = isVotedDown
            self.textColor = textColor; self.backgroundColor = backgroundColor
        }
        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(rawNamespace: try c.decode(String.self, forKey: .rawNamespace), text: try c.decode(String.self, forKey: .text))
        }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(rawNamespace, forKey: .rawNamespace); try c.encode(text, forKey: .text)
        }
    }
    var id: String { rawNamespace }
    let rawNamespace: String
    let contents: [Content]
}

protocol DateFormattable {
    var originalDate: Date { get }
}

extension DateFormattable {
    var formattedDateString: String {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        return formatter.string(from: originalDate)
    }
}

struct Gallery: Identifiable, Codable, Equatable, Hashable {
    static func == (lhs: Gallery, rhs: Gallery) -> Bool { lhs.gid == rhs.gid }
    func hash(into hasher: inout Hasher) { hasher.combine(gid) }

    static let preview = Gallery(
        gid: "2186592",
        token: "a0fa3f2d8c",
        title: "[Artist] Sample Gallery Title | Subtitle",
        rating: 3.5,
        tags: [
            GalleryTag(rawNamespace: "language", contents: [GalleryTag.Content(rawNamespace: "language", text: "english")]),
            GalleryTag(rawNamespace: "female", contents: [GalleryTag.Content(rawNamespace: "female", text: "glasses"), GalleryTag.Content(rawNamespace: "female", text: "twintails")])
        ],
        category: .doujinshi,
        uploader: "Anonymous",
        pageCount: 24,
        postedDate: Date(timeIntervalSince1970: 1_650_000_000),
        coverURL: URL(string: "https://github.com/EhPanda-Team/Imageset/blob/main/JPGs/2.jpg?raw=true"),
        galleryURL: nil
    )

    var trimmedTitle: String {
        var title = title
        if let range = title.range(of: "|") { title = String(title[..<range.lowerBound]) }
        return title.trimmingCharacters(in: .whitespaces)
    }
    var language: Language? {
        let raw = tags.first(where: { $0.rawNamespace == "language" })?.contents.first?.text.capitalized ?? ""
        return Language(rawValue: raw)
    }
    func tagContents(maximum: Int) -> [GalleryTag.Content] {
        let tagContents = tags.flatMap(\.contents)
        guard maximum > 0 else { return tagContents }
        return .init(tagContents.prefix(min(tagContents.count, maximum)))
    }

    var id: String { gid }
    let gid: String
    let token: String
    var title: String
    var rating: Float
    var tags: [GalleryTag]
    let category: Category
    var uploader: String?
    var pageCount: Int
    let postedDate: Date
    let coverURL: URL?
    let galleryURL: URL?
    var lastOpenDate: Date?
}

extension Gallery: DateFormattable {
    var color: Color { category.color }
    var originalDate: Date { postedDate }
}

/// The app's constants (its own `Defaults`, not the Defaults package).
struct Defaults {
    struct ImageSize {
        static let rowAspect: CGFloat = 8/11
        static let headerAspect: CGFloat = 8/11
        static let rowW: CGFloat = rowH * rowAspect
        static let rowH: CGFloat = 110
    }
}

extension KFImage {
    /// Rounded corners (an image processor in the app), a fade, resizable.
    func defaultModifier(withRoundedCorners: Bool = true) -> KFImage {
        self.fade(duration: 0.25).resizable()
    }
}

enum PlaceholderStyle {
    case activity(ratio: CGFloat, cornerRadius: CGFloat = 5)
}

struct Placeholder: View {
    private let style: PlaceholderStyle
    init(style: PlaceholderStyle) { self.style = style }
    var body: some View {
        switch style {
        case .activity(let ratio, let cornerRadius):
            ZStack {
                Color(white: 0.9)
                ProgressView()
            }
            .aspectRatio(ratio, contentMode: .fill).cornerRadius(cornerRadius)
        }
    }
}

struct RatingView: View {
    private let rating: Float
    init(rating: Float) { self.rating = (rating * 2).rounded() / 2 }
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<5) { index in
                let value = rating - Float(index)
                Image(systemSymbol: value >= 1 ? .starFill : value >= 0.5 ? .starLeadinghalfFilled : .star)
            }
        }
    }
}
