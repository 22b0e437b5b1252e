// Stubs for vicenzorm/SwiftStoreApp (r696): Xcode's generated symbol for the BackgroundSecondary colour set
// of Assets.xcassets (light #F2F2F7-like grey, dark #2C2C2E-like). Our own test double.
import SwiftUI

extension Color {
    static var backgroundSecondary: Color {
        Color(uiColor: UIColor { $0.userInterfaceStyle == .dark
            ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1)
            : UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1) })
    }
}

extension ShapeStyle where Self == Color {
    static var backgroundSecondary: Color { Color.backgroundSecondary }
}
