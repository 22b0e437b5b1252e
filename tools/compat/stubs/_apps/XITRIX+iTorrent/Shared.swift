// Stubs shared by the XITRIX/iTorrent rows (r551–r553): the SwiftUI helpers of
// Utils/Extensions/SwiftUI (MinHeightModifier.swift's systemMinimumHeight, ResolvedTintColorKey.swift's
// tintAwareForegroundStyle) and the SecondaryAccentColor asset's generated symbol. Our own doubles.
import SwiftUI
import UIKit

extension View {
    /// The list cell's minimum content height (28 pt before iOS 26).
    func systemMinimumHeight() -> some View {
        frame(minHeight: 28)
    }

    /// Foreground in the given colour, or in the current tint.
    @ViewBuilder
    func tintAwareForegroundStyle(_ replacementColor: Color? = nil) -> some View {
        if let replacementColor {
            foregroundStyle(replacementColor)
        } else {
            foregroundStyle(.tint)
        }
    }
}

/// Xcode's generated symbol for Assets.xcassets/SecondaryAccentColor.
extension ColorResource {
    static let secondaryAccent = ColorResource(name: "SecondaryAccentColor", bundle: .main)
}
