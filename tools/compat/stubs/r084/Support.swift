import SwiftUI
// Stubs for nightscout/Trio Trio/Sources/Views/DefinitionRow.swift (what the sample uses from elsewhere in its app).

extension Color {
    /// Trio's insulin colour (Color+Extensions.swift falls back to these RGB values).
    static let insulin = Color(red: 0.118, green: 0.588, blue: 0.988)
}
