// Stubs for session-foundation/session-ios shared by its rows (r720, r721; both in SessionUIKit): the theme's
// semantic colour values (the Classic Dark/Light themes' primary green and text colours) and the SwiftUI
// modifiers that resolve them, the Pro badge's sizes, and the accessibility identifier/label pair with its
// modifier. Our own test doubles with the app's names.
import SwiftUI

public enum ThemeValue: Hashable {
    case primary
    case textPrimary
    case textSecondary
    case backgroundPrimary
    case backgroundSecondary

    /// The colour in the current theme (the primary is the same green in both appearances).
    var color: Color {
        func dynamic(_ light: UIColor, _ dark: UIColor) -> Color {
            Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? dark : light })
        }
        switch self {
        case .primary: return Color(red: 0, green: 0xF7 / 255, blue: 0x82 / 255)
        case .textPrimary: return dynamic(.black, .white)
        case .textSecondary: return dynamic(UIColor(white: 0.43, alpha: 1), UIColor(white: 0.63, alpha: 1))
        case .backgroundPrimary: return dynamic(.white, UIColor(white: 0.11, alpha: 1))
        case .backgroundSecondary: return dynamic(UIColor(white: 0.96, alpha: 1), UIColor(white: 0.07, alpha: 1))
        }
    }
}

extension View {
    public func tint(themeColor: ThemeValue?) -> some View {
        tint(themeColor?.color)
    }
    public func foregroundColor(themeColor: ThemeValue?) -> some View {
        foregroundColor(themeColor?.color)
    }
    public func backgroundColor(themeColor: ThemeValue) -> some View {
        background(themeColor.color)
    }
}

extension Shape {
    public func fill(themeColor: ThemeValue) -> some View {
        fill(themeColor.color)
    }
}

public struct Accessibility: Hashable, Equatable {
    public let identifier: String?
    public let label: String?
    public init(identifier: String? = nil, label: String? = nil) {
        self.identifier = identifier
        self.label = label
    }
}

extension View {
    /// Sets the identifier and label when there are any.
    @ViewBuilder
    public func accessibility(_ accessibility: Accessibility?) -> some View {
        if let identifier = accessibility?.identifier {
            accessibilityIdentifier(identifier).accessibilityLabel(accessibility?.label ?? "")
        } else {
            self
        }
    }
}

/// The UIKit Pro badge (here only its sizes, which the SwiftUI badge reuses).
public final class SessionProBadge {
    public enum Size {
        case mini, small, medium, large

        public var width: CGFloat { [24, 32, 40, 52][index] }
        public var height: CGFloat { [11, 14.5, 18, 26][index] }
        public var cornerRadius: CGFloat { [2.5, 3.5, 4, 6][index] }
        public var proFontHeight: CGFloat { [5, 6, 7, 11][index] }
        public var proFontWidth: CGFloat { [17, 24, 28, 40][index] }

        private var index: Int {
            switch self {
            case .mini: return 0
            case .small: return 1
            case .medium: return 2
            case .large: return 3
            }
        }
    }
}
