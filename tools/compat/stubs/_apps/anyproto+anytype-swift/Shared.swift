import SwiftUI
// Stubs shared by the rows of anyproto/anytype-swift: the DesignKit text view and fonts and the
// Assets colour palette, which the app target re-exports. Asset colours use their light values.

/// Modules/DesignKit/Sources/DesignKit/Fonts/Config/AnytypeFont.swift (the styles the rows use).
enum AnytypeFont: CaseIterable, Sendable {
    case title
    case bodyRegular
    case relation1Regular
    case relation2Regular
    case relation3Regular
    case uxTitle2Medium
    case uxBodyRegular
    case caption1Medium

    /// AnytypeFontConfig.swift: Inter at the style's size, line height and kerning.
    var config: (fontName: String, size: CGFloat, lineHeight: CGFloat, kern: CGFloat) {
        switch self {
        case .title: ("Inter-Bold", 28, 32, -0.48)
        case .bodyRegular: ("Inter-Regular", 17, 24, -0.41)
        case .relation1Regular: ("Inter-Regular", 15, 20, -0.24)
        case .relation2Regular: ("Inter-Regular", 13, 18, -0.08)
        case .relation3Regular: ("Inter-Regular", 12, 15, 0)
        case .uxTitle2Medium: ("Inter-Medium", 15, 20, -0.24)
        case .uxBodyRegular: ("Inter-Regular", 17, 24, -0.41)
        case .caption1Medium: ("Inter-Medium", 13, 18, -0.08)
        }
    }

    var lineSpacing: CGFloat { max(0, config.lineHeight - config.size * 1.21) }
}

/// Modules/DesignKit/Sources/DesignKit/Components/AnytypeText.swift: a Text in the style's font and
/// kerning, the primary text colour, and the style's extra line spacing as vertical padding.
struct AnytypeText: View {
    private let textView: Text
    private let spacing: CGFloat

    private init(textView: Text, spacing: CGFloat) {
        self.textView = textView
        self.spacing = spacing
    }

    init(_ text: String?, style: AnytypeFont, enableMarkdown: Bool = false) {
        self.textView = Text(verbatim: text ?? "")
            .font(.custom(style.config.fontName, size: style.config.size))
            .kerning(style.config.kern)
        self.spacing = style.lineSpacing
    }

    var body: some View {
        textView
            .foregroundStyle(Color.Text.primary)
            .lineSpacing(spacing)
            .padding(.vertical, spacing / 2)
    }

    func foregroundStyle<S: ShapeStyle>(_ style: S) -> AnytypeText {
        AnytypeText(textView: textView.foregroundStyle(style), spacing: spacing)
    }
}

extension View {
    /// Modules/DesignKit/Sources/DesignKit/SystemExtensions/View+LogicOperators.swift
    @ViewBuilder
    func `if`<Transform: View>(_ condition: Bool, transform: (Self) -> Transform) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

private func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
    Color(red: r, green: g, blue: b, opacity: a)
}

/// Modules/Assets/Sources/Assets/Generated/Color+Assets.swift (values from the colour sets).
extension Color {
    enum Dark {
        static let pink = rgb(0.824, 0.051, 0.561)
        static let grey = rgb(0.580, 0.580, 0.580)
        static var `default`: Color { Color.Text.primary }
    }
    enum Light {
        static let pink = rgb(0.973, 0.761, 0.898)
        static let grey = rgb(0.863, 0.863, 0.863)
        static var `default`: Color { Color.Background.primary }
    }
    enum Pure {
        static let sky = rgb(0.165, 0.655, 0.933)
        static let green = rgb(0.224, 0.667, 0.286)
        static let red = rgb(0.925, 0.271, 0.227)
    }
    enum Background {
        static let primary = rgb(1, 1, 1)
    }
    enum Shape {
        static let primary = rgb(0.890, 0.890, 0.890)
        static let transparentSecondary = rgb(0, 0, 0, 0.05)
    }
    enum Text {
        static let primary = rgb(0.145, 0.145, 0.145)
        static let secondary = rgb(0.580, 0.580, 0.580)
        static let white = rgb(1, 1, 1)
    }
    enum Control {
        static let tertiary = rgb(0.863, 0.863, 0.863)
    }
}
