// Stub of Flipcash's FlipcashUI package (FlipcashUI/ in code-payments/code-ios-app): the theme's colours and
// fonts, Image.system/Image.asset with their symbol and asset names, VoidAction, Row, Badge and the
// vSeparator modifier, as the Flipcash settings rows use them. Our own test double (the system font stands
// in for the app's own face).
import SwiftUI

public typealias VoidAction = () -> Void

extension ShapeStyle where Self == Color {
    public static var textMain: Color { Color.white }
    public static var textSecondary: Color { Color(red: 123 / 255, green: 123 / 255, blue: 123 / 255) }
    public static var textError: Color { Color(red: 1, green: 131 / 255, blue: 131 / 255) }
    public static var textSuccess: Color { Color(red: 73 / 255, green: 213 / 255, blue: 23 / 255) }
    public static var textWarning: Color { Color(red: 1, green: 243 / 255, blue: 131 / 255) }
    public static var rowSeparator: Color { Color.white.opacity(0.1) }
    public static var backgroundMain: Color { Color(red: 0.06, green: 0.07, blue: 0.09) }
}

extension Font {
    public static let appTextMedium: Font = .system(size: 16, weight: .bold)
    public static let appTextBody: Font = .system(size: 16, weight: .regular)
    public static let appTextHeading: Font = .system(size: 12, weight: .bold)
    public static let appTextCaption: Font = .system(size: 12, weight: .medium)
}

public enum SystemSymbol: String {
    case circleCheck = "checkmark.circle.fill"
    case xmark = "xmark.app.fill"
    case chevronRight = "chevron.right"
    case info = "info.circle"
    case doc = "doc.on.doc"
}

public enum Asset: String, Sendable {
    case myAccount = "my-account"
    case faq
    case debug
    case logout
}

extension Image {
    public static func system(_ systemSymbol: SystemSymbol) -> Image {
        Image(systemName: systemSymbol.rawValue)
    }

    public static func asset(_ name: Asset) -> Image {
        Image(name.rawValue)
    }
}

public struct VSeparator: View {
    public struct Position: OptionSet, Sendable {
        public let rawValue: UInt8
        public static let top = Position(rawValue: 1 << 0)
        public static let bottom = Position(rawValue: 1 << 1)
        public init(rawValue: UInt8) { self.rawValue = rawValue }
    }

    public enum Weight {
        case regular, medium
        var height: CGFloat { self == .regular ? 0.5 : 1 }
    }

    let color: Color
    let weight: Weight

    public var body: some View {
        Rectangle().fill(color).frame(height: weight.height)
    }
}

extension View {
    public func vSeparator(color: Color, position: VSeparator.Position = .bottom, weight: VSeparator.Weight = .regular,
                           alignment: HorizontalAlignment = .leading, insets: EdgeInsets = EdgeInsets()) -> some View {
        VStack(alignment: alignment, spacing: 0) {
            if position.contains(.top) { VSeparator(color: color, weight: weight).padding(insets) }
            self
            if position.contains(.bottom) { VSeparator(color: color, weight: weight).padding(insets) }
        }
    }
}

public enum RowAccessory {
    case chevron
}

public struct Row<Content>: View where Content: View {
    public var insets: EdgeInsets
    public var disabled: Bool
    public var accessory: RowAccessory?
    public var content: () -> Content
    public var action: VoidAction

    public init(insets: EdgeInsets, disabled: Bool = false, accessory: RowAccessory? = nil,
                @ViewBuilder content: @escaping () -> Content, action: VoidAction? = nil) {
        self.insets = insets
        self.disabled = disabled
        self.accessory = accessory
        self.content = content
        self.action = action ?? {}
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: 12) {
                content()
                if accessory != nil {
                    Spacer()
                    Image.system(.chevronRight)
                }
            }
            .padding(insets)
        }
        .disabled(disabled)
        .vSeparator(color: .rowSeparator, position: .bottom)
        .foregroundStyle(disabled ? Color.textSecondary : Color.textMain)
    }
}

public struct Badge: View {
    public enum Decoration {
        case none
        case bubble(Color)
        case circle(Color)
        case checkmark
    }

    private let decoration: Decoration
    private let text: String

    public init(decoration: Decoration, text: String) {
        self.decoration = decoration
        self.text = text
    }

    public var body: some View {
        HStack(spacing: 6) {
            switch decoration {
            case .none: EmptyView()
            case .bubble(let color): Circle().fill(color).frame(width: 5, height: 5)
            case .circle(let color): Circle().fill(color).frame(width: 6, height: 6)
            case .checkmark: Image(systemName: "checkmark")
            }
            Text(text).font(.appTextHeading)
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(Capsule().fill(Color.white.opacity(0.08)))
    }
}
