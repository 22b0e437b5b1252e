import UIKit
import SwiftUI
// Stub of ProtonCoreUIFoundations (ProtonMail/protoncore_ios libraries/UIFoundations): the colour
// provider the VPN theme reads (ColorPaletteiOS, the VPN app's dark appearance:
// Mobile*.colorset "dark" values) and icons (IconProvider; asset images in the real package,
// SF Symbols stand in). Test double.

private func rgb(_ hex: Int) -> UIColor {
    UIColor(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
}

public enum ColorProvider {
    public static var TextNorm: UIColor { rgb(0xFFFFFF) }
    public static var TextWeak: UIColor { rgb(0xA7A4B5) }
    public static var TextHint: UIColor { rgb(0x6D697D) }
    public static var TextDisabled: UIColor { rgb(0x5B576B) }
    public static var TextInverted: UIColor { rgb(0x1C1B24) }
    public static var TextAccent: UIColor { rgb(0x8A6EFF) }
    public static var IconNorm: UIColor { rgb(0xFFFFFF) }
    public static var IconWeak: UIColor { rgb(0xA7A4B5) }
    public static var BackgroundNorm: UIColor { rgb(0x1C1B24) }
    public static var BackgroundSecondary: UIColor { rgb(0x292733) }
    public static var BackgroundDeep: UIColor { rgb(0x0C0C14) }
    public static var SeparatorNorm: UIColor { rgb(0x4A4658) }
    public static var InteractionNorm: UIColor { rgb(0x6D4AFF) }
    public static var InteractionNormPressed: UIColor { rgb(0x5B3DDB) }
    public static var InteractionNormDisabled: UIColor { rgb(0x3F2C8C) }
    public static var InteractionWeak: UIColor { rgb(0x4A4658) }
    public static var InteractionWeakPressed: UIColor { rgb(0x5B576B) }
    public static var InteractionWeakDisabled: UIColor { rgb(0x343140) }
    public static var InteractionStrong: UIColor { rgb(0xFFFFFF) }
    public static var InteractionStrongPressed: UIColor { rgb(0xA7A4B5) }
    public static var NotificationError: UIColor { rgb(0xF5385A) }
    public static var NotificationWarning: UIColor { rgb(0xFF9900) }
    public static var NotificationSuccess: UIColor { rgb(0x1EA885) }
    public static var NotificationNorm: UIColor { rgb(0xFFFFFF) }
    public static var White: UIColor { rgb(0xFFFFFF) }
}

public enum IconProvider {
    public static var chevronRight: Image { Image(systemName: "chevron.right") }
    public static var arrowOutSquare: Image { Image(systemName: "arrow.up.right.square") }
    public static var checkmarkCircleFilled: Image { Image(systemName: "checkmark.circle.fill") }
    public static var emptyCircle: Image { Image(systemName: "circle") }
    public static var user: Image { Image(systemName: "person") }
    public static var gift: Image { Image(systemName: "gift") }
    public static var lifeRing: Image { Image(systemName: "lifepreserver") }
    public static var arrowInToRectangle: Image { Image(systemName: "rectangle.portrait.and.arrow.right") }
    public static var shield: Image { Image(systemName: "shield") }
}
