import SwiftUI
// Stubs for Saik0s/Whisperboard shared by its rows: the design system in
// Sources/AppKit/UI/DesignSystem (ColorPalette.swift: Color.DS with the colours rows read;
// Grid.swift; TextStyles.swift, whose fonts there are SwiftGen's Poppins/Karla at the
// Dynamic Type sizes of UIFont.preferredFont: here the same custom fonts at the default sizes).

extension Color {
    enum DS {
        static let neutral01100 = Color(red: 0.995, green: 0.995, blue: 0.995, opacity: 1)
        static let neutral04100 = Color(red: 0.423, green: 0.446, blue: 0.458, opacity: 1)
        static let neutral06100 = Color(red: 0.137, green: 0.149, blue: 0.152, opacity: 1)
        static let neutral07100 = Color(red: 0.078, green: 0.090, blue: 0.094, opacity: 1)
        static let primary02 = Color(red: 0.555, green: 0.334, blue: 0.916, opacity: 1)
        static let primary01100 = Color(red: 0.854, green: 0.223, blue: 0.007, opacity: 1)
        static let accents05 = Color(red: 0.866, green: 0.655, blue: 0.245, opacity: 1)
        static let accents02 = Color(red: 0.244, green: 0.565, blue: 0.941, opacity: 1)
        static let accents01 = Color(red: 0, green: 0.517, blue: 1, opacity: 1)
        static let accents03 = Color(red: 0.247, green: 0.866, blue: 0.470, opacity: 1)

        enum Background {
            static var primary = Color.DS.neutral07100
            static var secondary = Color.DS.neutral06100
            static var accent = Color.DS.primary01100
            static var accentAlt = Color.DS.primary02
            static var success = Color.DS.accents03
            static var warning = Color.DS.accents05
        }

        enum Text {
            static var base = Color.DS.neutral01100
            static var subdued = Color.DS.neutral04100
            static var accent = Color.DS.primary01100
            static var accentAlt = Color.DS.primary02
            static var error = Color.DS.primary01100
            static var success = Color.DS.accents03
            static var link = Color.DS.accents01
        }
    }
}

extension CGFloat {
    static func grid(_ factor: Int) -> CGFloat { CGFloat(factor) * 4 }
}

extension Font {
    enum DS {
        static var body: Font { .custom("Karla-Regular", size: 17) }
        static var bodyBold: Font { .custom("Karla-Bold", size: 17) }
        static var caption: Font { .custom("Poppins-Regular", size: 12) }
        static var footnote: Font { .custom("Poppins-Regular", size: 13) }
    }
}

struct TextStyle {
    let font: Font
    let lineSpacing: CGFloat
    let foregroundColor: Color
    let kerning: CGFloat
}

extension TextStyle {
    static let body = TextStyle(font: Font.DS.body, lineSpacing: 3, foregroundColor: Color.DS.Text.base, kerning: 0)
    static let caption = TextStyle(font: Font.DS.caption, lineSpacing: 2, foregroundColor: Color.DS.Text.subdued, kerning: 0)
    static let label = TextStyle(font: Font.DS.body, lineSpacing: 5, foregroundColor: Color.DS.Text.base, kerning: 0)
    static let sublabel = TextStyle(font: Font.DS.body, lineSpacing: 3, foregroundColor: Color.DS.Text.subdued, kerning: 0)
}

extension TextStyle {
    func apply(to text: some View) -> some View {
        text
            .font(font)
            .lineSpacing(lineSpacing)
            .foregroundColor(foregroundColor)
            .kerning(kerning)
    }
}

extension View {
    func textStyle(_ style: TextStyle) -> some View {
        style.apply(to: self)
    }
}
