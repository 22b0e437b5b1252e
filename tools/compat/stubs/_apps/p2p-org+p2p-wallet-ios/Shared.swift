// Stubs for p2p-org/p2p-wallet-ios (Key App) shared by its rows (r753, r754): Xcode's generated symbols
// for the Colors.xcassets sets the rows name (Night 0.169 grey, Mountain 0.435/0.490/0.553, Rose
// 0.922/0.290/0.478, Snow white; one appearance each) and for the Assets.xcassets images, the app's
// typography scale (UIFont.font(of:weight:), system faces at the app's sizes) and its font(uiFont:)
// modifier. Our own test doubles with the app's names.
import SwiftUI
import UIKit

extension ColorResource {
    static let night = ColorResource(name: "Night", bundle: .main)
    static let mountain = ColorResource(name: "Mountain", bundle: .main)
    static let rose = ColorResource(name: "Rose", bundle: .main)
    static let snow = ColorResource(name: "Snow", bundle: .main)
}

extension ImageResource {
    static let cellArrow = ImageResource(name: "cellArrow", bundle: .main)
    static let recoveryKit = ImageResource(name: "recoveryKit", bundle: .main)
    static let chevronRight = ImageResource(name: "chevronRight", bundle: .main)
    static let appleIcon = ImageResource(name: "appleIcon", bundle: .main)
}

public extension UIFont {
    enum Style: String, CaseIterable {
        case label2, label1, caps, text4, text3, text2, text1, title3, title2, title1, largeTitle
    }

    static func font(of style: Style, weight: Weight = .regular) -> UIFont {
        UIFont.systemFont(ofSize: fontSize(of: style), weight: weight)
    }

    static func fontSize(of style: Style) -> CGFloat {
        switch style {
        case .label2: return 11
        case .label1, .caps: return 12
        case .text4: return 13
        case .text3: return 15
        case .text2: return 16
        case .text1: return 17
        case .title3: return 20
        case .title2: return 22
        case .title1: return 28
        case .largeTitle: return 34
        }
    }
}

private struct UIFontTextModifier: ViewModifier {
    let uiFont: UIFont
    func body(content: Content) -> some View {
        content.font(Font(uiFont))
    }
}

extension View {
    func font(uiFont: UIFont) -> some View {
        modifier(UIFontTextModifier(uiFont: uiFont))
    }
}
