import SwiftUI
// Stubs shared by the rows of razeware/emitron-iOS (what they use from elsewhere in the app).

// The app's Styleguide colours read its asset catalog by name; the stub gives the catalog's
// light-appearance values.
extension Color {
    static var contentText: Color { Color(red: 0.427, green: 0.463, blue: 0.525) }
    static var titleText: Color { Color(red: 0x33 / 255, green: 0x33 / 255, blue: 0x33 / 255) }
    static var background: Color { Color(red: 0.949, green: 0.965, blue: 0.980) }
    static var accentTagBackground: Color { Color(red: 0x00 / 255, green: 0xB8 / 255, blue: 0x7E / 255) }
    static var accentTagForeground: Color { Color(red: 1, green: 1, blue: 1) }
    static var separator: Color { Color(red: 233 / 255, green: 231 / 255, blue: 240 / 255) }
    static var iconButton: Color { Color(red: 0xD7 / 255, green: 0xD7 / 255, blue: 0xD7 / 255) }
}

// The app's Styleguide fonts. The app scales the fixed sizes with
// UIFontMetrics.default.scaledValue(for:); the stub uses the size at the default text size.
extension Font {
    static var uiBodyAppleDefault: Font { .body }
    static var uiUppercaseTag: Font { .system(size: 10.0).weight(.semibold) }
}

// Image+Extensions: the app's asset-catalog icons.
extension Image {
    static var checkmark: Self { .init("checkmark") }
}

enum SettingsLayout {
    static let rowSpacing: CGFloat = 11
}

extension View {
    var inAllColorSchemes: some View {
        ForEach(
            ColorScheme.allCases,
            id: \.self,
            content: preferredColorScheme
        )
    }
}
