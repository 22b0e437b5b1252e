import SwiftUI
import UIKit
// Stubs for carekit-apple/CareKit CareKitUI/iOS/Task/NumericProgressTaskView.swift: what it uses from elsewhere in the
// framework: Shared/Style (OCKStyler with the default dimension, appearance and colour values the
// views read), Shared/Components/CardView.swift, HeaderView.swift, Shared/AccessibleStack.swift,
// Shared/BackwardsCompatibility.swift, Shared/Localization (loc) and Text.loremIpsum.

public protocol OCKDimensionStyler {
    var directionalInsets1: NSDirectionalEdgeInsets { get }
    var directionalInsets2: NSDirectionalEdgeInsets { get }
}
public extension OCKDimensionStyler {
    var directionalInsets2: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
    var directionalInsets1: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
}
public struct OCKDimensionStyle: OCKDimensionStyler { public init() {} }

public protocol OCKAppearanceStyler {
    var shadowOpacity1: Float { get }
    var shadowRadius1: CGFloat { get }
    var shadowOffset1: CGSize { get }
    var cornerRadius2: CGFloat { get }
}
public extension OCKAppearanceStyler {
    var shadowOpacity1: Float { 0.15 }
    var shadowRadius1: CGFloat { 8 }
    var shadowOffset1: CGSize { CGSize(width: 0, height: 2) }
    var cornerRadius2: CGFloat { 12 }
}
public struct OCKAppearanceStyle: OCKAppearanceStyler { public init() {} }

public protocol OCKColorStyler {
    var secondaryCustomGroupedBackground: UIColor { get }
}
public extension OCKColorStyler {
    var secondaryCustomGroupedBackground: UIColor { .secondarySystemGroupedBackground }
}
public struct OCKColorStyle: OCKColorStyler { public init() {} }

public protocol OCKStyler {
    var color: OCKColorStyler { get }
    var dimension: OCKDimensionStyler { get }
    var appearance: OCKAppearanceStyler { get }
}
public extension OCKStyler {
    var color: OCKColorStyler { OCKColorStyle() }
    var dimension: OCKDimensionStyler { OCKDimensionStyle() }
    var appearance: OCKAppearanceStyler { OCKAppearanceStyle() }
}
public struct OCKStyle: OCKStyler { public init() {} }

private struct StyleEnvironmentKey: EnvironmentKey {
    static var defaultValue: OCKStyler = OCKStyle()
}
public extension EnvironmentValues {
    var careKitStyle: OCKStyler {
        get { self[StyleEnvironmentKey.self] }
        set { self[StyleEnvironmentKey.self] = newValue }
    }
}

public func loc(_ key: String, _ comment: String = "", arguments: [CVarArg] = []) -> String {
    let table: [String: String] = ["PROGRESS": "Progress", "GOAL": "Goal", "COMPLETED": "Completed", "INCOMPLETE": "Incomplete"]
    return table[key] ?? key
}

extension Text {
    static var loremIpsum: Text {
        Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.")
    }
}

extension ContentSizeCategory {
    var comparable: some Comparable { ComparableContentSizeCategory(value: self) }
}
private struct ComparableContentSizeCategory: Comparable {
    let value: ContentSizeCategory
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.value.sortOrder < rhs.value.sortOrder }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value.sortOrder == rhs.value.sortOrder }
}
private extension ContentSizeCategory {
    var sortOrder: Int {
        switch self {
        case .accessibilityExtraExtraExtraLarge: return 12
        case .accessibilityExtraExtraLarge: return 11
        case .accessibilityExtraLarge: return 10
        case .accessibilityLarge: return 9
        case .accessibilityMedium: return 8
        case .extraExtraExtraLarge: return 7
        case .extraExtraLarge: return 6
        case .extraLarge: return 5
        case .large: return 4
        case .medium: return 3
        case .small: return 2
        case .extraSmall: return 1
        @unknown default: return 4
        }
    }
}

struct AccessibleStack<Content: View>: View {
    @Environment(\.sizeCategory) private var sizeCategory
    private let limit: ContentSizeCategory
    private let alignment: Alignment?
    private let spacing: CGFloat?
    private let content: (_ isHorizontal: Bool) -> Content

    var body: some View {
        if sizeCategory.comparable < limit.comparable {
            HStack(alignment: alignment?.vertical ?? .center, spacing: spacing) { content(true) }
        } else {
            VStack(alignment: alignment?.horizontal ?? .center, spacing: spacing) { content(false) }
        }
    }

    init(limit: ContentSizeCategory = .extraLarge, alignment: Alignment? = nil, spacing: CGFloat? = nil,
         @ViewBuilder content: @escaping (_ isVertical: Bool) -> Content) {
        self.limit = limit
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }
}

public struct CardView<Content: View>: View {
    @Environment(\.isCardEnabled) private var isCardEnabled
    private let content: Content
    @ViewBuilder public var body: some View {
        if isCardEnabled {
            VStack { content }.modifier(CardModifier())
        } else {
            VStack { content }
        }
    }
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

private struct CardModifier: ViewModifier {
    @Environment(\.careKitStyle) private var style
    private var cardShape: RoundedRectangle {
        RoundedRectangle(cornerRadius: style.appearance.cornerRadius2, style: .continuous)
    }
    func body(content: Content) -> some View {
        content
            .clipShape(cardShape)
            .background(
                cardShape
                    .foregroundColor(Color(style.color.secondaryCustomGroupedBackground))
                    .shadow(color: Color(hue: 0, saturation: 0, brightness: 0, opacity: Double(style.appearance.shadowOpacity1)),
                            radius: style.appearance.shadowRadius1,
                            x: style.appearance.shadowOffset1.width,
                            y: style.appearance.shadowOffset1.height)
            ).environment(\.isCardEnabled, false)
    }
}

private struct CardEnabledEnvironmentKey: EnvironmentKey {
    static var defaultValue = true
}
extension EnvironmentValues {
    var isCardEnabled: Bool {
        get { self[CardEnabledEnvironmentKey.self] }
        set { self[CardEnabledEnvironmentKey.self] = newValue }
    }
}

public struct HeaderView: View {
    @Environment(\.careKitStyle) private var style
    private let title: Text
    private let detail: Text?
    private let image: Image?

    public var body: some View {
        HStack(spacing: style.dimension.directionalInsets2.trailing) {
            image?.font(.largeTitle)
            VStack(alignment: .leading, spacing: style.dimension.directionalInsets1.top / 4.0) {
                title.font(.headline).fontWeight(.bold).fixedSize(horizontal: false, vertical: true)
                detail?.font(.caption).fontWeight(.medium).fixedSize(horizontal: false, vertical: true)
            }.foregroundColor(Color.primary)
        }
    }

    public init(title: Text, detail: Text? = nil, image: Image? = nil) {
        self.title = title
        self.detail = detail
        self.image = image
    }
}
