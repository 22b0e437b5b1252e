import SwiftUI
import UIKit
// Stub of GOV.UK's UIComponents package (alphagov/govuk-mobile-ios-app depends on it; not in the app's
// snapshot, API inferred from the rows): the GOV.UK colour tokens (light and dark), text styles and the
// rounded-border modifier. Test double.

private func tone(_ light: UInt32, _ dark: UInt32) -> UIColor {
    func make(_ v: UInt32) -> UIColor {
        UIColor(red: CGFloat(v >> 16 & 0xFF) / 255, green: CGFloat(v >> 8 & 0xFF) / 255, blue: CGFloat(v & 0xFF) / 255, alpha: 1)
    }
    return UIColor { $0.userInterfaceStyle == .dark ? make(dark) : make(light) }
}

public struct GOVUKColors {
    public struct Text {
        public let primary = tone(0x000000, 0xFFFFFF)
        public let secondary = tone(0x505A5F, 0xB1B4B6)
        public let trailingIcon = tone(0x1D70B8, 0x5694CA)
        public let iconTertiary = tone(0x1D70B8, 0x5694CA)
    }
    public struct Fills {
        public let surfaceBackground = tone(0xF4F8FB, 0x000000)
        public let surfaceCardDefault = tone(0xFFFFFF, 0x1E1E1E)
        public let surfaceCardNonTappable = tone(0xF3F2F1, 0x262626)
        public let surfaceCardBlue = tone(0xFFFFFF, 0x1E1E1E)
    }
    public struct Strokes {
        public let cardDefault = tone(0xBFD4E6, 0x1D3B55)
        public let listDivider = tone(0xCBCFD1, 0x383838)
    }
    public let text = Text()
    public let fills = Fills()
    public let strokes = Strokes()
}

extension UIColor {
    public static let govUK = GOVUKColors()
}

public struct GOVUKFonts {
    public let body = Font.body
    public let bodySemibold = Font.body.weight(.semibold)
    public let subheadline = Font.subheadline
    public let title3Semibold = Font.title3.weight(.semibold)
}

extension Font {
    public static let govUK = GOVUKFonts()
}

extension View {
    /// Clips to a 10-point rounded rectangle and strokes its edge.
    public func roundedBorder(cornerRadius: CGFloat = 10, borderColor: Color, borderWidth: CGFloat = 1) -> some View {
        clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            .overlay(RoundedRectangle(cornerRadius: cornerRadius).stroke(borderColor, lineWidth: borderWidth))
    }
}
