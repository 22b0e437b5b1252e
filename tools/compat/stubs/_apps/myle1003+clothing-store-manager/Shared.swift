// Stubs the rows r530, r531, r532, r533 of myle1003/clothing-store-manager share (written once here instead of in each
// row's Support.swift; see each row's file for what it stands in for).
import SwiftUI

enum FontsName: String {
    case outfit_thin = "Outfit-Thin"
    case outfit_light = "Outfit-Light"
    case outfit_bold = "Outfit-Bold"
    case outfit_semibold = "Outfit-SemiBold"
    case outfit_regular = "Outfit-Regular"
    case outfit_black = "Outfit-Black"
    case outfit_extraBold = "Outfit-ExtraBold"
}

enum ColorsName: String {
    case blue = "Splash.startLinear"
    case purple = "Splash.endLinear"
    case black = "Main.black"
    case red = "Main.red"
    case gray = "Main.gray"
    case nameProduct = "Main.nameProduct"
    case tabbar = "Main.tabbar"
    case star = "Main.star"
    case productCategory = "Main.productCategory"
    case white = "Main.white"
    case listCategory = "Main.listCategory"
    case rowImage = "Cart.RowImage"
    case green = "Main.green"
    case alert = "Main.Alert"
}

struct Fonts: ViewModifier {
    var fontName: FontsName
    var colorName: ColorsName
    var size: CGFloat

    // Our stand-in: the bundled face at the size, in the named colour set.
    func body(content: Content) -> some View {
        let face = Font.custom(fontName.rawValue, size: size)
        let tint = Color(colorName.rawValue)
        return content.font(face).foregroundColor(tint)
    }
}
