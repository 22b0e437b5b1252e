import SwiftUI
import UIKit
// Stubs for omnivore-app/omnivore apple/OmnivoreKit/Sources/Views/ProfileCard.swift: from the Views
// module itself the font (Fonts.swift: Inter, registered by the app) and the asset colour
// (Colors/Colors.swift, _grayTextContrast light and dark).

public extension Font {
    /// 17pt, Inter-Regular
    static var appBody: Font { Font.custom("Inter-Regular", size: 17, relativeTo: .body) }
}

public extension Color {
    static var appGrayTextContrast: Color {
        Color(UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0xED / 255, green: 0xED / 255, blue: 0xEC / 255, alpha: 1)
                : UIColor(red: 0x1B / 255, green: 0x1B / 255, blue: 0x18 / 255, alpha: 1)
        })
    }
}
