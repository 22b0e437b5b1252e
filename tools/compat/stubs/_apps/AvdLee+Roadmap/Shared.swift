import Foundation
import SwiftUI
// Stubs shared by the rows of AvdLee/Roadmap (what they use from elsewhere in the package):
// the feature model, configuration, style and view model, with a voter that keeps counts
// locally instead of calling countapi.xyz.

// Sources/Roadmap/Models/RoadmapFeature.swift
public struct RoadmapFeature: Codable, Identifiable, Sendable {
    public let id: String
    public let title: String?
    public var status: String? = nil
    private var description: String? = nil
    public var votes: Int? = nil
    var isFinished: Bool? = nil

    init(id: String, title: String?, status: String? = nil, description: String? = nil, votes: Int? = nil, isFinished: Bool? = nil) {
        self.id = id
        self.title = title
        self.status = status
        self.description = description
        self.votes = votes
        self.isFinished = isFinished
    }

    var localizedFeatureTitle: String {
        title ?? "N/A"
    }
    var localizedFeatureDescription: String {
        description ?? ""
    }
    var localizedFeatureStatus: String? {
        status
    }
    var unlocalizedFeatureStatus: String {
        status ?? ""
    }

    var hasVoted: Bool {
        get {
            guard let votes = UserDefaults.standard.array(forKey: "roadmap_votes") as? [String] else { return false }
            return votes.contains(id)
        }
        nonmutating set {
            var votes = (UserDefaults.standard.array(forKey: "roadmap_votes") as? [String]) ?? []
            if newValue {
                votes.append(id)
            } else {
                votes.removeAll(where: { $0 == id })
            }
            UserDefaults.standard.set(votes, forKey: "roadmap_votes")
        }
    }

    var hasNotFinished: Bool {
        !(isFinished ?? false)
    }
}

extension RoadmapFeature {
    static func sample(id: String = UUID().uuidString) -> RoadmapFeature {
        .init(id: id, title: "WatchOS Support", status: "Backlog")
    }
}

// Sources/Roadmap/DataProviders/FeatureVoter.swift
public protocol FeatureVoter: Sendable {
    func fetch(for feature: RoadmapFeature) async -> Int
    func vote(for feature: RoadmapFeature) async -> Int?
    func unvote(for feature: RoadmapFeature) async -> Int?
}

/// Stands in for FeatureVoterCountAPI: no network, the feature's own count.
public struct LocalFeatureVoter: FeatureVoter {
    public init() {}
    public func fetch(for feature: RoadmapFeature) async -> Int { feature.votes ?? 0 }
    public func vote(for feature: RoadmapFeature) async -> Int? { nil }
    public func unvote(for feature: RoadmapFeature) async -> Int? { nil }
}

// Sources/Roadmap/Extensions/ColorExtensions.swift (MaterialExtensions.swift's defaultCellMaterial,
// Material.regular, is left out: only visionOS uses it, and RowFrame's Material lacks .regular).
extension Color {
    static public var defaultCellColor: Color {
        Color(uiColor: .secondarySystemFill)
    }
}

// Sources/Roadmap/Styling/RoadmapStyle.swift
public struct RoadmapStyle: Sendable {
    public var upvoteIcon: Image
    public var unvoteIcon: Image
    public var titleFont: Font
    public var numberFont: Font
    public var statusFont: Font
    public var statusTintColor: @Sendable (String) -> Color
    public var radius: CGFloat
    public var cellColor: Color?
    public var cellMaterial: Material?
    public var selectedForegroundColor: Color
    public var tintColor: Color

    public init(upvoteIcon: Image,
                unvoteIcon: Image,
                titleFont: Font,
                numberFont: Font,
                statusFont: Font,
                statusTintColor: @escaping @Sendable (String) -> Color = { _ in Color.primary },
                cornerRadius: CGFloat,
                cellColor: Color? = nil,
                cellMaterial: Material? = nil,
                selectedColor: Color = .white,
                tint: Color = .accentColor)
    {
        self.upvoteIcon = upvoteIcon
        self.unvoteIcon = unvoteIcon
        self.titleFont = titleFont
        self.numberFont = numberFont
        self.statusFont = statusFont
        self.statusTintColor = statusTintColor
        self.radius = cornerRadius
        self.cellColor = cellColor
        self.cellMaterial = cellMaterial
        self.selectedForegroundColor = selectedColor
        self.tintColor = tint
    }

    /// Cell background (iOS: the cell colour, else the material, else the default colour).
    var cellBackground: some ShapeStyle {
        if let cellColor {
            return AnyShapeStyle(cellColor)
        } else if let cellMaterial {
            return AnyShapeStyle(cellMaterial)
        } else {
            return AnyShapeStyle(Color.defaultCellColor)
        }
    }
}

// Sources/Roadmap/Styling/RoadmapTemplates.swift (iOS 16+ fonts)
public enum RoadmapTemplate: CaseIterable {
    case standard
    case playful
    case classy
    case technical

    public var style: RoadmapStyle {
        switch self {
        case .standard:
            return RoadmapStyle(upvoteIcon: Image(systemName: "arrowtriangle.up.fill"),
                                unvoteIcon: Image(systemName: "arrowtriangle.down.fill"),
                                titleFont: self.titleFont, numberFont: self.numberFont, statusFont: self.captionFont,
                                cornerRadius: 10)
        case .playful:
            return RoadmapStyle(upvoteIcon: Image(systemName: "arrow.up"),
                                unvoteIcon: Image(systemName: "arrow.down"),
                                titleFont: self.titleFont, numberFont: self.numberFont, statusFont: self.captionFont,
                                cornerRadius: 15)
        case .classy:
            return RoadmapStyle(upvoteIcon: Image(systemName: "chevron.up"),
                                unvoteIcon: Image(systemName: "chevron.down"),
                                titleFont: self.titleFont, numberFont: self.numberFont, statusFont: self.captionFont,
                                cornerRadius: 5)
        case .technical:
            return RoadmapStyle(upvoteIcon: Image(systemName: "chevron.up"),
                                unvoteIcon: Image(systemName: "chevron.down"),
                                titleFont: self.titleFont, numberFont: self.numberFont, statusFont: self.captionFont,
                                cornerRadius: 2)
        }
    }

    var fontDesign: Font.Design {
        switch self {
        case .playful: return .rounded
        case .classy: return .serif
        case .technical: return .monospaced
        default: return .default
        }
    }

    var titleFont: Font {
        Font.system(.headline, design: self.fontDesign, weight: .bold)
    }

    var numberFont: Font {
        Font.system(.body, design: self.fontDesign, weight: .semibold).monospacedDigit()
    }

    var captionFont: Font {
        Font.system(.caption, design: self.fontDesign, weight: .bold)
    }
}

// Sources/Roadmap/RoadmapConfiguration.swift
public struct RoadmapConfiguration: Sendable {
    public let roadmapRequest: URLRequest
    public let voter: FeatureVoter
    public let style: RoadmapStyle
    public let shuffledOrder: Bool
    public let allowVotes: Bool
    public let allowSearching: Bool
    public let allowsFilterByStatus: Bool

    public init(roadmapJSONURL: URL? = nil,
                roadmapRequest: URLRequest? = nil,
                voter: FeatureVoter? = nil,
                namespace: String? = nil,
                style: RoadmapStyle = RoadmapTemplate.standard.style,
                shuffledOrder: Bool = false,
                allowVotes: Bool = true,
                allowSearching: Bool = false,
                allowsFilterByStatus: Bool = false) {
        guard let url = roadmapJSONURL ?? roadmapRequest?.url else {
            fatalError("Missing roadmap URL or request")
        }
        self.roadmapRequest = roadmapRequest ?? URLRequest(url: url)
        self.voter = voter ?? LocalFeatureVoter()
        self.style = style
        self.shuffledOrder = shuffledOrder
        self.allowVotes = allowVotes
        self.allowSearching = allowSearching
        self.allowsFilterByStatus = allowsFilterByStatus
    }
}

extension RoadmapConfiguration {
    static func sampleURL() -> RoadmapConfiguration {
        .init(roadmapJSONURL: URL(string: "https://simplejsoncms.com/api/vq2juq1xhg")!, namespace: "roadmaptest")
    }
}

// Sources/Roadmap/RoadmapFeatureViewModel.swift
@MainActor
@Observable
final class RoadmapFeatureViewModel {
    let feature: RoadmapFeature
    let configuration: RoadmapConfiguration
    let canVote: Bool

    var voteCount = 0

    init(feature: RoadmapFeature, configuration: RoadmapConfiguration) {
        self.feature = feature
        self.configuration = configuration
        self.canVote = configuration.allowVotes
    }

    func getCurrentVotes(firstLoad: Bool = false) async {
        if let votes = feature.votes, firstLoad {
            voteCount = votes
        } else {
            voteCount = await configuration.voter.fetch(for: feature)
        }
    }

    func vote() async {
        let newCount = await configuration.voter.vote(for: feature)
        voteCount = newCount ?? (voteCount + 1)
        feature.hasVoted = true
    }

    func unvote() async {
        let newCount = await configuration.voter.unvote(for: feature)
        voteCount = newCount ?? (voteCount - 1)
        feature.hasVoted = false
    }
}

// Sources/Roadmap/Extensions/ViewExtensions.swift
extension View {
    public func animateAccessible() -> some View {
        modifier(ReduceMotionnModifier())
    }
}

/// The package drops animations when `@Environment(\.accessibilityReduceMotion)` is on; RowFrame
/// has no such environment value (a gap outside the rows), so this one leaves them (motion on).
private struct ReduceMotionnModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
    }
}
