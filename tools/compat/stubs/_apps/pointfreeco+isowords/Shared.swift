import SwiftUI
import Tagged
// Stubs shared by the rows of pointfreeco/isowords: what they use from the app's Styleguide and
// SwiftUIHelpers modules (other files of the rows' feature modules import those, so their
// extensions are visible to the rows as here).

// Styleguide/Colors.swift, SwiftUIHelpers/Color.swift
extension Color {
    public static func hex(_ hex: UInt) -> Self {
        Self(
            red: Double((hex & 0xff0000) >> 16) / 255,
            green: Double((hex & 0x00ff00) >> 8) / 255,
            blue: Double(hex & 0x0000ff) / 255,
            opacity: 1
        )
    }

    public static let isowordsBlack = hex(0x121212)
    public static let isowordsOrange = hex(0xEAA980)
    public static let isowordsRed = hex(0xE1685C)
    public static let isowordsYellow = hex(0xF3E7A2)

    public static let dailyChallenge = isowordsYellow
    public static let multiplayer = isowordsRed
    public static let solo = isowordsOrange
}

// Styleguide/Grid.swift
extension CGFloat {
    public static func grid(_ n: Int) -> Self { Self(n) * 4 }
}

// Styleguide/AdaptiveSize.swift
public enum AdaptiveSize {
    case small
    case medium
    case large

    public var padding: CGFloat {
        switch self {
        case .small: return 0
        case .medium: return .grid(1)
        case .large: return .grid(2)
        }
    }
}

private struct AdaptiveSizeKey: EnvironmentKey {
    /// The app picks by screen width (< 375 small, < 428 medium): a 390-point-wide iPhone.
    static var defaultValue: AdaptiveSize { .medium }
}

extension EnvironmentValues {
    public var adaptiveSize: AdaptiveSize {
        get { self[AdaptiveSizeKey.self] }
        set { self[AdaptiveSizeKey.self] = newValue }
    }
}

// Styleguide/Fonts.swift
public typealias FontName = Tagged<Font, String>

extension FontName {
    public static let matter: Self = "Matter-Regular"
    public static let matterMedium: Self = "Matter-Medium"
    public static let matterSemiBold: Self = "Matter-SemiBold"
}

extension View {
    public func adaptiveFont(
        _ name: FontName,
        size: CGFloat,
        configure: @escaping (Font) -> Font = { $0 }
    ) -> some View {
        self.modifier(AdaptiveFont(name: name.rawValue, size: size, configure: configure))
    }
}

private struct AdaptiveFont: ViewModifier {
    @Environment(\.adaptiveSize) var adaptiveSize

    let name: String
    let size: CGFloat
    let configure: (Font) -> Font

    func body(content: Content) -> some View {
        content.font(self.configure(.custom(self.name, size: self.size + self.adaptiveSize.padding)))
    }
}

// SwiftUIHelpers/ContinuousCornerRadius.swift
extension View {
    public func continuousCornerRadius(_ radius: CGFloat) -> some View {
        self
            .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
    }
}
