import SwiftUI
// Stubs for proerror77/Nova (ios/NovaSocial) shared by its rows: Shared/Design/DesignTokens.swift's
// screen-scale helpers (.w/.h/.s/.f; the app measures the window's screen against an iPhone 13
// mini's 375 × 812 pt: here the screen is that size, so the scale is 1) and DesignTokens.accentColor.

struct ScreenScale {
    static let baseWidth: CGFloat = 375
    static let baseHeight: CGFloat = 812
    static let screenWidth: CGFloat = baseWidth
    static let screenHeight: CGFloat = baseHeight
    static let widthScale: CGFloat = screenWidth / baseWidth
    static let heightScale: CGFloat = screenHeight / baseHeight
    static let scale: CGFloat = widthScale

    static func w(_ value: CGFloat) -> CGFloat { value * widthScale }
    static func h(_ value: CGFloat) -> CGFloat { value * heightScale }
    static func s(_ value: CGFloat) -> CGFloat { value * scale }
    static func font(_ size: CGFloat, minSize: CGFloat = 10) -> CGFloat { max(size * scale, minSize) }
}

extension CGFloat {
    var w: CGFloat { ScreenScale.w(self) }
    var h: CGFloat { ScreenScale.h(self) }
    var s: CGFloat { ScreenScale.s(self) }
    var f: CGFloat { ScreenScale.font(self) }
}

extension Int {
    var w: CGFloat { ScreenScale.w(CGFloat(self)) }
    var h: CGFloat { ScreenScale.h(CGFloat(self)) }
    var s: CGFloat { ScreenScale.s(CGFloat(self)) }
    var f: CGFloat { ScreenScale.font(CGFloat(self)) }
}

extension Double {
    var w: CGFloat { ScreenScale.w(CGFloat(self)) }
    var h: CGFloat { ScreenScale.h(CGFloat(self)) }
    var s: CGFloat { ScreenScale.s(CGFloat(self)) }
    var f: CGFloat { ScreenScale.font(CGFloat(self)) }
}

enum DesignTokens {
    static let accentColor = Color(red: 0.82, green: 0.11, blue: 0.26)
}
