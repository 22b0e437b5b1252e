import AidokuRunner
import NukeUI
import SwiftUI
// Stubs shared by the rows of Aidoku/Aidoku (what they use from elsewhere in the app).

/// Shared/Extensions/NSLocalizedString.swift: the app's one-argument NSLocalizedString (falls back
/// to English). The test double looks keys up in the English values the rows need.
func NSLocalizedString(
    _ key: String,
    tableName _: String? = nil,
    bundle _: Bundle = Bundle.main,
    value _: String = "",
    comment: String = ""
) -> String {
    let english: [String: String] = [
        "MULTI_LANGUAGE": "Multi-Language",
        "%lld_PLUS_MORE": "+%lld more",
        "CHAPTER_X": "Chapter %g",
        "VOL_X": "Vol.%g",
        "CH_X": "Ch.%g",
    ]
    return english[key] ?? key
}

enum LocalSourceRunner { static let sourceKey = "local" }
enum KomgaSourceRunner { static let sourceKeyPrefix = "komga" }
enum KavitaSourceRunner { static let sourceKeyPrefix = "kavita" }
enum SuwayomiSourceRunner { static let sourceKeyPrefix = "suwayomi" }

/// iOS/New/Views/Common/SourceImageView.swift: a NukeUI LazyImage of the (source-modified) image
/// request, its placeholder asset while loading.
struct SourceImageView: View {
    var source: AidokuRunner.Source?

    let imageUrl: String
    var width: CGFloat?
    var height: CGFloat?
    var downsampleWidth: CGFloat?
    var contentMode: ContentMode = .fill
    var placeholder = "MangaPlaceholder"

    var body: some View {
        LazyImage(url: URL(string: imageUrl)) { state in
            let result = if let image = state.image {
                image
            } else {
                Image(placeholder)
            }
            result
                .resizable()
                .aspectRatio(contentMode: contentMode)
                .frame(width: width, height: height)
        }
    }
}

/// iOS/New/Views/Browse/IconView.swift.
struct IconView: View {
    let imageUrl: URL?
    var iconSize: CGFloat = 48

    var body: some View {
        SourceImageView(
            imageUrl: imageUrl?.absoluteString ?? "",
            width: iconSize,
            height: iconSize
        )
        .clipShape(RoundedRectangle(cornerRadius: iconSize * 0.225))
        .overlay(
            RoundedRectangle(cornerRadius: iconSize * 0.225)
                .strokeBorder(Color(uiColor: UIColor.quaternarySystemFill), lineWidth: 1)
        )
    }
}

/// iOS/New/Views/Browse/IconView.swift.
struct SourceIconView: View {
    let sourceId: String
    var imageUrl: URL?
    var iconSize: CGFloat = 48

    var body: some View {
        if let imageUrl {
            IconView(imageUrl: imageUrl, iconSize: iconSize)
        } else {
            let imageName = switch sourceId {
                case LocalSourceRunner.sourceKey: "local"
                case let x where x.hasPrefix(KomgaSourceRunner.sourceKeyPrefix): "komga"
                case let x where x.hasPrefix(KavitaSourceRunner.sourceKeyPrefix): "kavita"
                case let x where x.hasPrefix(SuwayomiSourceRunner.sourceKeyPrefix): "suwayomi"
                default: "MangaPlaceholder"
            }
            Image(imageName)
                .resizable()
                .frame(width: iconSize, height: iconSize)
                .clipShape(RoundedRectangle(cornerRadius: iconSize * 0.225))
                .overlay(
                    RoundedRectangle(cornerRadius: iconSize * 0.225)
                        .strokeBorder(Color(uiColor: UIColor.quaternarySystemFill), lineWidth: 1)
                )
        }
    }
}

/// iOS/New/Views/Common/MangaCoverView.swift.
struct MangaCoverView: View {
    var source: AidokuRunner.Source?

    let coverImage: String
    var width: CGFloat?
    var height: CGFloat?
    var downsampleWidth: CGFloat?
    var contentMode: ContentMode = .fill
    var placeholder = "MangaPlaceholder"
    var bookmarked: Bool = false

    var body: some View {
        SourceImageView(
            source: source,
            imageUrl: coverImage,
            width: width,
            height: height,
            downsampleWidth: downsampleWidth,
            contentMode: contentMode,
            placeholder: placeholder
        )
        .clipShape(RoundedRectangle(cornerRadius: 5))
        .overlay(
            RoundedRectangle(cornerRadius: 5)
                .strokeBorder(Color(UIColor.quaternarySystemFill), lineWidth: 1)
        )
    }
}

/// Shared/Sources/SourceManager.swift: the installed sources.
final class SourceManager {
    static let shared = SourceManager()

    var sources: [AidokuRunner.Source] = []

    func source(for id: String) -> AidokuRunner.Source? {
        sources.first { $0.id == id }
    }
}

struct MangaIdentifier: Hashable, Codable, Sendable {
    let sourceKey: String
    let mangaKey: String
}

struct ChapterIdentifier: Hashable, Codable, Sendable {
    let sourceKey: String
    let mangaKey: String
    let chapterKey: String
}

/// Shared/Old Models/Chapter.swift (the app's Core Data-era chapter model).
final class Chapter: Codable, Identifiable, Hashable {
    let sourceId: String
    let id: String
    var mangaId: String
    var title: String?
    var scanlator: String?
    var lang: String
    var chapterNum: Float?
    var volumeNum: Float?
    var dateUploaded: Date?
    var sourceOrder: Int

    init(sourceId: String, id: String, mangaId: String, title: String?, scanlator: String? = nil,
         lang: String = "en", chapterNum: Float? = nil, volumeNum: Float? = nil, dateUploaded: Date? = nil,
         sourceOrder: Int) {
        self.sourceId = sourceId
        self.id = id
        self.mangaId = mangaId
        self.title = title == "" ? nil : title
        self.scanlator = scanlator == "" ? nil : scanlator
        self.lang = lang
        self.chapterNum = chapterNum
        self.volumeNum = volumeNum
        self.dateUploaded = dateUploaded
        self.sourceOrder = sourceOrder
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(sourceId)
        hasher.combine(mangaId)
        hasher.combine(id)
    }

    static func == (lhs: Chapter, rhs: Chapter) -> Bool { lhs.hashValue == rhs.hashValue }

    /// `Vol.X Ch.X - Title`, as the app formats it.
    func makeTitle() -> String {
        if volumeNum == nil && title == nil, let chapterNum {
            return String(format: NSLocalizedString("CHAPTER_X", comment: ""), chapterNum)
        }
        var components: [String] = []
        if let volumeNum {
            components.append(String(format: NSLocalizedString("VOL_X", comment: ""), volumeNum))
        }
        if let chapterNum {
            components.append(String(format: NSLocalizedString("CH_X", comment: ""), chapterNum))
        }
        if let title {
            if !components.isEmpty { components.append("-") }
            components.append(title)
        }
        return components.joined(separator: " ")
    }

    var identifier: ChapterIdentifier {
        .init(sourceKey: sourceId, mangaKey: mangaId, chapterKey: id)
    }
}

/// iOS/UI/Updates/MangaUpdatesView.swift: the rows' UpdateInfo (the list view itself is not stubbed).
enum MangaUpdatesView {
    struct UpdateInfo: Identifiable, Hashable {
        let id: String
        let chapterIdentifier: ChapterIdentifier
        let date: Date
        let manga: AidokuRunner.Manga
        let chapter: Chapter?
        var viewed: Bool
    }
}
