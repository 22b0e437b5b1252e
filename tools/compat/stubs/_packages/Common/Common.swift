import SwiftUI
// Stub of paulgessinger/swift-paperless's local package Common (Common/Sources/Common): the colour
// helpers the corpus rows use.

/// A colour that encodes as a "#rrggbb" string (Color+hex.swift).
public struct HexColor: Equatable, Sendable {
    public var color: Color

    public init(_ color: Color) {
        self.color = color
    }
}

extension Color {
    /// "#rrggbb" (Color+hex.swift).
    public init?(hex: String) {
        var string = hex.trimmingCharacters(in: .whitespacesAndNewlines)
        if string.hasPrefix("#") { string.removeFirst() }
        guard string.count == 6, let value = UInt64(string, radix: 16) else { return nil }
        self.init(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255
        )
    }

    public var hex: HexColor {
        HexColor(self)
    }
}

extension Color {
    /// Perceived brightness, 0–1 (Color+luminance.swift). The app reads the colour's components
    /// through UIColor; this double has no way to read them back and answers mid-grey.
    public var luminance: Double { 0.5 }
}
