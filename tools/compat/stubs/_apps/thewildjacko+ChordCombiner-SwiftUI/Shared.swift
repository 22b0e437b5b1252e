// Stubs shared by the thewildjacko/ChordCombiner-SwiftUI rows (r641–r643): Xcode's generated symbols for
// the asset catalog's colour sets the rows name (titleColor → .title, tagBackground,
// tagBackgroundHighlighted; their light and dark values), TitleView (Reusable Views/TitleView.swift), the
// titleFormat and highlightableTagView modifiers (Custom Extensions and Constants/ViewModifiers.swift) and
// TensionResult (Global Models/Chords/Tension+TensionResult.swift). Our own test doubles.
import SwiftUI
import UIKit

extension ColorResource {
    static let title = ColorResource(name: "titleColor", bundle: .main)
    static let tagBackground = ColorResource(name: "tagBackground", bundle: .main)
    static let tagBackgroundHighlighted = ColorResource(name: "tagBackgroundHighlighted", bundle: .main)
}

extension Color {
    /// titleColor: #0B1215 light, #FFFFF0 dark.
    static var title: Color {
        Color(UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 1, green: 1, blue: 0xF0 / 255, alpha: 1)
                : UIColor(red: 0x0B / 255, green: 0x12 / 255, blue: 0x15 / 255, alpha: 1)
        })
    }
    /// tagBackground: 80 % grey at 0.9 alpha.
    static var tagBackground: Color { Color(red: 0.8, green: 0.8, blue: 0.8, opacity: 0.9) }
    /// tagBackgroundHighlighted: #00E5E5 at 0.9 alpha.
    static var tagBackgroundHighlighted: Color { Color(red: 0, green: 0xE5 / 255, blue: 0xE5 / 255, opacity: 0.9) }
}

extension ShapeStyle where Self == Color {
    static var title: Color { Color.title }
    static var tagBackground: Color { Color.tagBackground }
    static var tagBackgroundHighlighted: Color { Color.tagBackgroundHighlighted }
}

struct TitleFormatViewModifier: ViewModifier {
    var font: Font
    var weight: Font.Weight
    var color: Color
    func body(content: Content) -> some View {
        content
            .font(font)
            .fontWeight(weight)
            .foregroundStyle(color)
    }
}

struct HighlightableTagViewModifier: ViewModifier {
    var highlightCondition: Bool
    var highlightColor: Color
    var backgroundColor: Color
    var font: Font
    var horizontalPadding: CGFloat
    var verticalPadding: CGFloat
    var cornerRadius: CGFloat
    var glowColor: Color
    var glowRadius: CGFloat

    func body(content: Content) -> some View {
        content
            .font(font)
            .foregroundStyle(highlightCondition ? Color.white : Color.title)
            .padding(.horizontal, horizontalPadding)
            .padding(.vertical, verticalPadding)
            .background(
                RoundedRectangle(cornerRadius: cornerRadius)
                    .fill(highlightCondition ? highlightColor : backgroundColor)
                    .shadow(color: highlightCondition ? glowColor : .clear, radius: glowRadius)
            )
    }
}

extension View {
    func titleFormat(font: Font = .largeTitle, weight: Font.Weight = .regular, color: Color = .title) -> some View {
        modifier(TitleFormatViewModifier(font: font, weight: weight, color: color))
    }

    func highlightableTagView(
        highlightCondition: Bool,
        highlightColor: Color = .tagBackgroundHighlighted,
        backgroundColor: Color = .tagBackground,
        font: Font = .title3,
        horizontalPadding: CGFloat = 9,
        verticalPadding: CGFloat = 5,
        cornerRadius: CGFloat = 8,
        glowColor: Color = .clear,
        glowRadius: CGFloat = 6
    ) -> some View {
        modifier(HighlightableTagViewModifier(
            highlightCondition: highlightCondition, highlightColor: highlightColor,
            backgroundColor: backgroundColor, font: font, horizontalPadding: horizontalPadding,
            verticalPadding: verticalPadding, cornerRadius: cornerRadius, glowColor: glowColor,
            glowRadius: glowRadius))
    }
}

struct TitleView: View, Equatable {
    var text: String
    var font: Font = .largeTitle
    var weight: Font.Weight = .regular
    var color: Color = .title
    var isMenuTitle: Bool = false

    var body: some View {
        Text(text).titleFormat(font: font, weight: weight, color: color)
    }
}

struct TensionResult {
    var count: Int
    var doubleScore: Double
    var tensionType: LocalizedStringKey
    var doubleTensionScore: Double

    var score: String { String(format: "%.2f", doubleScore) }
    var stringTensionScore: String { String(format: "%.2f", doubleTensionScore) }
    var tensionScore: LocalizedStringKey { " × **\(stringTensionScore)**" }

    init(count: Int, score: Double, tensionType: LocalizedStringKey, tensionScore: Double) {
        self.count = count
        self.doubleScore = score
        self.tensionType = tensionType
        self.doubleTensionScore = tensionScore
    }
}
