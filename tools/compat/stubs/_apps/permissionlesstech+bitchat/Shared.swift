// Stubs for permissionlesstech/bitchat shared by its rows (r817–r819): the app's themes and their palettes
// (Utils/Theme.swift: the matrix theme's greens on black or white, liquid glass's system colours), the
// @ThemedPalette wrapper and the appTheme environment value, the bitchatFont modifier and
// Font.bitchatSystem (sizes mapped onto text styles, Utils/Font+Bitchat.swift), the Cashu token summary the
// payment chip shows (Services/CashuTokenDecoder.swift) and the system settings anchors
// (Utils/SystemSettings.swift). Our own test doubles with the app's names.
import SwiftUI
import UIKit

enum AppTheme: String, CaseIterable, Identifiable {
    case matrix
    case liquidGlass

    var id: String { rawValue }

    var bodyFontDesign: Font.Design { self == .matrix ? .monospaced : .default }

    func palette(for colorScheme: ColorScheme) -> ThemePalette {
        self == .matrix ? .matrix(colorScheme) : .liquidGlass(colorScheme)
    }
}

struct ThemePalette {
    let background: Color
    let primary: Color
    let secondary: Color
    let accent: Color
    let locationAccent: Color
    let accentBlue: Color
    let alertRed: Color
    let divider: Color

    static func matrix(_ scheme: ColorScheme) -> ThemePalette {
        let dark = scheme == .dark
        let ink = dark ? Color.green : Color(red: 0, green: 0.5, blue: 0)
        return ThemePalette(background: dark ? .black : .white, primary: ink, secondary: ink.opacity(0.8),
                            accent: ink, locationAccent: ink, accentBlue: Color(red: 0, green: 0.478, blue: 1),
                            alertRed: Color(red: 0.75, green: 0.1, blue: 0.1),
                            divider: dark ? Color.white.opacity(0.12) : Color.black.opacity(0.08))
    }

    static func liquidGlass(_ scheme: ColorScheme) -> ThemePalette {
        ThemePalette(background: Color(UIColor.systemBackground), primary: .primary, secondary: .secondary,
                     accent: .blue, locationAccent: .green, accentBlue: .blue, alertRed: .red,
                     divider: Color(UIColor.separator))
    }
}

private struct AppThemeKey: EnvironmentKey {
    static let defaultValue: AppTheme = .matrix
}

extension EnvironmentValues {
    var appTheme: AppTheme {
        get { self[AppThemeKey.self] }
        set { self[AppThemeKey.self] = newValue }
    }
}

@propertyWrapper
struct ThemedPalette: DynamicProperty {
    @Environment(\.appTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    var wrappedValue: ThemePalette { theme.palette(for: colorScheme) }
}

extension Font {
    static func bitchatSystem(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        let style: Font.TextStyle
        switch size {
        case ..<11.5: style = .caption2
        case ..<13: style = .caption
        case ..<13.75: style = .footnote
        case ..<15.5: style = .subheadline
        case ..<17.5: style = .callout
        case ..<19.5: style = .body
        case ..<22.5: style = .title3
        case ..<27.5: style = .title2
        case ..<34: style = .title
        default: style = .largeTitle
        }
        let font = Font.system(style, design: design)
        return weight == .regular ? font : font.weight(weight)
    }
}

private struct BitchatFontModifier: ViewModifier {
    @Environment(\.appTheme) private var theme
    let size: CGFloat
    let weight: Font.Weight

    func body(content: Content) -> some View {
        content.font(.bitchatSystem(size: size, weight: weight, design: theme.bodyFontDesign))
    }
}

extension View {
    func bitchatFont(size: CGFloat, weight: Font.Weight = .regular) -> some View {
        modifier(BitchatFontModifier(size: size, weight: weight))
    }
}

enum CashuTokenDecoder {
    struct TokenInfo: Equatable {
        let version: String
        let amount: Int?
        let unit: String?
        let mintHost: String?
        let memo: String?

        var displayAmount: String? { amount.map { "\($0) \(unit ?? "sat")" } }
    }

    /// The sample tokens the samples use, summarised as the app's decoder would.
    static let samples: [String: TokenInfo] = [
        "cashuAsampleLunchMoney": TokenInfo(version: "A", amount: 2100, unit: "sat", mintHost: "mint.minibits.cash",
                                            memo: "for lunch on friday"),
        "cashuBsampleTip": TokenInfo(version: "B", amount: 500, unit: "sat", mintHost: "8333.space", memo: nil),
    ]

    static func bareToken(from raw: String) -> String? {
        var token = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if token.lowercased().hasPrefix("cashu:") { token = String(token.dropFirst(6)) }
        return token.hasPrefix("cashuA") || token.hasPrefix("cashuB") ? token : nil
    }

    static func decode(_ raw: String, strict: Bool = false) -> TokenInfo? {
        guard let token = bareToken(from: raw) else { return nil }
        return samples[token] ?? (strict ? nil : TokenInfo(version: String(token.dropFirst(5).prefix(1)),
                                                           amount: nil, unit: nil, mintHost: nil, memo: nil))
    }
}

enum SystemSettings {
    case bluetooth
    case bluetoothPower
    case location
    case microphone

    func open() {}
}
