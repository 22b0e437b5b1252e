// Stubs shared by the xmtplabs/convos-ios rows (r583–r584): Xcode's generated symbols for the app's
// colour sets colorTextPrimary, colorTextSecondary and colorFillMinimal (Convos/Assets.xcassets, light and
// dark values). Our own test doubles.
import SwiftUI
import UIKit

private func convosColor(_ light: CGFloat, _ dark: CGFloat) -> Color {
    Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: dark, alpha: 1) : UIColor(white: light, alpha: 1) })
}

extension Color {
    static var colorTextPrimary: Color { convosColor(0, 1) }
    static var colorTextSecondary: Color { convosColor(0.4, 0.6) }
    static var colorFillMinimal: Color { convosColor(0.98, 0.078) }
}

extension ShapeStyle where Self == Color {
    static var colorTextPrimary: Color { Color.colorTextPrimary }
    static var colorTextSecondary: Color { Color.colorTextSecondary }
    static var colorFillMinimal: Color { Color.colorFillMinimal }
}
