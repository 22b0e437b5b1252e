// Stubs for DalalBinhamoud/ParkAround (r935): the design tokens the row reads (UI/DesignTokens/DesignTokens.swift).
// Our own test doubles with the app's names and values.
import SwiftUI

enum Fonts {
    static let body = Font.system(size: 16, weight: .regular)
}

enum IconSize {
    static let small: CGFloat = 24
}

enum Spacing {
    static let small: CGFloat = 8
}
