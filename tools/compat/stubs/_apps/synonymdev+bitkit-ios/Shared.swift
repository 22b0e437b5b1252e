import SwiftUI
// Stubs shared by the rows of synonymdev/bitkit-ios: the colour palette (Styles/Colors.swift), fonts
// (Styles/Fonts.swift) and the text styles (Styles/TextStyle.swift). The app forces dark mode
// (BitkitApp.swift), so the dynamic text colours use their dark values.

/// The app builds these with its own `Color(hex:alpha:)`; the stub spells the components out.
private func hexColor(_ hex: UInt) -> Color {
    Color(
        red: Double((hex >> 16) & 0xFF) / 255,
        green: Double((hex >> 08) & 0xFF) / 255,
        blue: Double((hex >> 00) & 0xFF) / 255
    )
}

extension Color {
    static let brandAccent = hexColor(0xFF4400)
    static let greenAccent = hexColor(0x75BF72)
    static let redAccent = hexColor(0xE95164)
    static let yellowAccent = hexColor(0xFFD200)

    static let gray6 = hexColor(0x1C1C1C)
    static let gray3 = hexColor(0x48484A)

    static let white10 = Color.white.opacity(0.10)
    static let white16 = Color.white.opacity(0.16)
    static let white32 = Color.white.opacity(0.32)
    static let white64 = Color.white.opacity(0.64)

    static let brand32 = Color.brandAccent.opacity(0.32)
    static let green16 = Color.greenAccent.opacity(0.16)
    static let red16 = Color.redAccent.opacity(0.16)
    static let yellow16 = Color.yellowAccent.opacity(0.16)

    static let textPrimary = Color.white
    static let textSecondary = Color.white64
}

enum Fonts {
    static let regular = "InterTight-Regular"
    static let semiBold = "InterTight-SemiBold"

    static func regular(size: CGFloat) -> Font { Font.custom(regular, size: size) }
    static func semiBold(size: CGFloat) -> Font { Font.custom(semiBold, size: size) }
}

/// Text with `<accent>…</accent>` spans in the accent colour (and font).
struct AccentedText: View {
    let text: String
    let font: Font
    let fontColor: Color
    let accentColor: Color
    let accentFont: Font?
    let accentAction: (() -> Void)?

    init(_ text: String, font: Font = .system(size: 17), fontColor: Color = .primary, accentColor: Color = .accentColor, accentFont: Font? = nil, accentAction: (() -> Void)? = nil) {
        self.text = text
        self.font = font
        self.fontColor = fontColor
        self.accentColor = accentColor
        self.accentFont = accentFont
        self.accentAction = accentAction
    }

    var body: some View {
        parts().reduce(Text("")) { result, part in
            result + Text(part.text)
                .font(part.isAccented ? (accentFont ?? font) : font)
                .foregroundColor(part.isAccented ? accentColor : fontColor)
        }
    }

    private func parts() -> [(text: String, isAccented: Bool)] {
        var parts: [(text: String, isAccented: Bool)] = []
        var rest = Substring(text)
        while let start = rest.range(of: "<accent>") {
            if start.lowerBound > rest.startIndex { parts.append((String(rest[..<start.lowerBound]), false)) }
            let after = rest[start.upperBound...]
            guard let end = after.range(of: "</accent>") else {
                parts.append((String(rest[start.lowerBound...]), false))
                return parts
            }
            parts.append((String(after[..<end.lowerBound]), true))
            rest = after[end.upperBound...]
        }
        if !rest.isEmpty { parts.append((String(rest), false)) }
        return parts
    }
}

/// Body M semibold: 17 pt.
struct BodyMSBText: View {
    let text: String
    var textColor: Color = .textPrimary
    var accentColor: Color = .brandAccent
    var accentAction: (() -> Void)?

    init(_ text: String, textColor: Color = .textPrimary, accentColor: Color = .brandAccent, accentFont: ((CGFloat) -> Font)? = nil, accentAction: (() -> Void)? = nil) {
        self.text = text
        self.textColor = textColor
        self.accentColor = accentColor
        self.accentAction = accentAction
    }

    var body: some View {
        AccentedText(text, font: Fonts.semiBold(size: 17), fontColor: textColor, accentColor: accentColor, accentAction: accentAction)
            .kerning(0.4)
    }
}

/// Body S semibold: 15 pt.
struct BodySSBText: View {
    let text: String
    var textColor: Color = .textPrimary
    var accentColor: Color = .brandAccent
    var accentAction: (() -> Void)?

    init(_ text: String, textColor: Color = .textPrimary, accentColor: Color = .brandAccent, accentFont: ((CGFloat) -> Font)? = nil, accentAction: (() -> Void)? = nil) {
        self.text = text
        self.textColor = textColor
        self.accentColor = accentColor
        self.accentAction = accentAction
    }

    var body: some View {
        AccentedText(text, font: Fonts.semiBold(size: 15), fontColor: textColor, accentColor: accentColor, accentAction: accentAction)
            .kerning(0.4)
    }
}

/// Caption bold (semibold face): 13 pt, secondary.
struct CaptionBText: View {
    let text: String
    var textColor: Color = .textSecondary
    var accentColor: Color = .brandAccent

    init(_ text: String, textColor: Color = .textSecondary, accentColor: Color = .brandAccent, accentFont: ((CGFloat) -> Font)? = nil, accentAction: (() -> Void)? = nil) {
        self.text = text
        self.textColor = textColor
        self.accentColor = accentColor
    }

    var body: some View {
        AccentedText(text, font: Fonts.semiBold(size: 13), fontColor: textColor, accentColor: accentColor)
            .kerning(0.4)
    }
}
