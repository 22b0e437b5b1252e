import SwiftUI
import UIKit
import CoreData
// Stubs for omnivore-app/omnivore apple/OmnivoreKit/Sources/Views/TextChip.swift: the Core Data entity
// LinkedItemLabel (Models, CoreDataModel.xcdatamodeld; public, as the row's public initializers take it),
// and from the Views module itself the fonts (Fonts.swift: Inter, registered by the app), the asset
// colours (Colors/Colors.swift and its colour sets, light and dark) and LocalText.labelsGeneric.

public class LinkedItemLabel: NSManagedObject {
    public var id: String?
    public var name: String?
    public var color: String?
    public var createdAt: Date?
    public var labelDescription: String?
}

public extension Font {
    /// 12pt, Inter-Medium
    static var appCaptionMedium: Font { Font.custom("Inter-Medium", size: 12, relativeTo: .caption) }
    /// 13pt, Inter-Regular
    static var appFootnote: Font { Font.custom("Inter-Regular", size: 13, relativeTo: .footnote) }
}

private func assetColor(light: UInt32, dark: UInt32) -> Color {
    func ui(_ hex: UInt32) -> UIColor {
        UIColor(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
    return Color(UIColor { $0.userInterfaceStyle == .dark ? ui(dark) : ui(light) })
}

public extension Color {
    static var appGrayText: Color { assetColor(light: 0x706F6C, dark: 0xA1A09A) }
    static var appCtaYellow: Color { assetColor(light: 0xF8D457, dark: 0xFFD234) }
    static var appButtonBackground: Color { assetColor(light: 0xF8F8F8, dark: 0x2E2E2B) }
}

public enum LocalText {
    public static let labelsGeneric = "Labels"
}
