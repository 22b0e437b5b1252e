import SwiftUI
// Stubs for lo-cafe/winston winston/components/Links/PostLink/Tag.swift (what the row uses from elsewhere in its app).

/// What a subreddit icon is drawn from: its image URL, or a coloured circle with its initial.
struct SubredditIconKit {
    var url: String?
    var initialLetter: String
    var color: String
}

/// The subreddit icon (winston/components/SubredditIcon.swift). The app loads `url` with NukeUI;
/// here images never load, so the icon is always the app's fallback: the initial on a coloured circle.
struct SubredditIcon: View {
    var subredditIconKit: SubredditIconKit
    var size: CGFloat = 30

    var body: some View {
        Text(subredditIconKit.initialLetter)
            .frame(width: size, height: size)
            .background(Color.hex(subredditIconKit.color), in: Circle())
            .mask(Circle())
            .fontSize(CGFloat(Int(size * 0.535)), .semibold)
            .foregroundColor(.primary)
    }
}

extension Color {
    /// "#RRGGBB" or "RRGGBB" (winston/extensions/Colors/fromHex.swift).
    static func hex(_ h: String) -> Color {
        var hex = h
        if hex.hasPrefix("#") { hex.removeFirst(1) }
        let value = UInt64(hex, radix: 16) ?? 0
        return Color(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255
        )
    }
}

extension View {
    /// winston/extensions/ViewModifiers/fontSize.swift
    func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular, design: Font.Design = .default) -> some View {
        self.font(.system(size: size, weight: weight, design: design))
    }
}

/// The app's theme (a large Codable struct of post, comment and list styles); the tag only reads
/// it from the environment.
struct WinstonTheme: Hashable {
    var id: String = "default"
    var name: String = "Default"
}

let defaultTheme = WinstonTheme()

private struct CurrentThemeKey: EnvironmentKey {
    static let defaultValue = defaultTheme
}

extension EnvironmentValues {
    var useTheme: WinstonTheme {
        get { self[CurrentThemeKey.self] }
        set { self[CurrentThemeKey.self] = newValue }
    }
}
