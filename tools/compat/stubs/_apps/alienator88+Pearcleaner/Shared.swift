import SwiftUI
// Stubs shared by the rows of alienator88/Pearcleaner (what they use from elsewhere in the app).

/// Logic/AppsUpdater/Models.swift.
enum UpdateSource: String, CaseIterable {
    case homebrew = "Homebrew"
    case appStore = "App Store"
    case sparkle = "Sparkle"
    case unsupported = "Unsupported"
    case current = "Current"
}

/// Style/Theme.swift: custom theme colours. The app keeps the two strings in @AppStorage
/// ("settings.interface.customDarkColors" / "…customLightColors"); the double holds them in memory,
/// empty (the default theme).
class ThemeManager: ObservableObject {
    static let shared = ThemeManager()

    var customDarkColorsString: String = ""
    var customLightColorsString: String = ""

    private init() {}
}

/// Style/Theme.swift: the app's five theme colours for a colour scheme (defaults unless customised).
struct ThemeColors {
    static func shared(for colorScheme: ColorScheme) -> ThemeColors {
        ThemeColors(colorScheme: colorScheme)
    }

    private let colorScheme: ColorScheme
    private var isDark: Bool { colorScheme == .dark }

    static let defaultDarkColors = ["#1a1b1f", "#2d2e33", "#ffffff", "#929292", "#419cff"]
    static let defaultLightColors = ["#fdfcfa", "#f6f5f2", "#1e1e1e", "#676767", "#0068da"]

    private var currentColors: [String] {
        let custom = isDark ? ThemeManager.shared.customDarkColorsString : ThemeManager.shared.customLightColorsString
        let defaults = isDark ? Self.defaultDarkColors : Self.defaultLightColors
        guard !custom.isEmpty else { return defaults }
        let colors = custom.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return (0..<5).map { $0 < colors.count && !colors[$0].isEmpty ? colors[$0] : defaults[$0] }
    }

    var primaryBG: Color { Color(hex: currentColors[0]) }
    var secondaryBG: Color { Color(hex: currentColors[1]) }
    var primaryText: Color { Color(hex: currentColors[2]) }
    var secondaryText: Color { Color(hex: currentColors[3]) }
    var accent: Color { Color(hex: currentColors[4]) }
}

/// Style/Theme.swift: "#rrggbb".
extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: .alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        self.init(red: Double((int >> 16) & 0xFF) / 255, green: Double((int >> 8) & 0xFF) / 255, blue: Double(int & 0xFF) / 255)
    }
}
