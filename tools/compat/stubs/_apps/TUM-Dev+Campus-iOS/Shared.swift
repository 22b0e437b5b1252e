// Stubs shared by the TUM-Dev/Campus-iOS rows (r548–r550): the colour sets and layout constants of
// Design/Theme.swift (asset colours with their light and dark values) and the per-corner
// cornerRadius modifier of Design/RoundedCorners.swift. Our own test doubles.
import SwiftUI
import UIKit

private func campusColor(light: UInt32, dark: UInt32) -> Color {
    func make(_ v: UInt32) -> UIColor {
        UIColor(red: CGFloat(v >> 16 & 0xFF) / 255, green: CGFloat(v >> 8 & 0xFF) / 255,
                blue: CGFloat(v & 0xFF) / 255, alpha: 1)
    }
    return Color(UIColor { traits in traits.userInterfaceStyle == .dark ? make(dark) : make(light) })
}

extension Color {
    static let secondaryBackground = campusColor(light: 0xFFFFFF, dark: 0x252525)
    static let primaryText = campusColor(light: 0x000000, dark: 0xFFFFFF)
    static var highlightText = campusColor(light: 0x0064BC, dark: 0x3070B3)
}

struct Radius {
    static let regular: CGFloat = 10
}

struct Size {
    /// 90 % of an iPhone 15's 393-point screen.
    static let cardWidth: CGFloat = 353.7
}

/// A rectangle that rounds only the given corners.
struct CornerRoundedShape: Shape {
    var radius: CGFloat
    var corners: UIRectCorner

    func path(in rect: CGRect) -> Path {
        let r = min(radius, rect.width / 2, rect.height / 2)
        func rounded(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? r : 0 }
        let tl = rounded(.topLeft), tr = rounded(.topRight), br = rounded(.bottomRight), bl = rounded(.bottomLeft)
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        p.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + tr), control: CGPoint(x: rect.maxX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        p.addQuadCurve(to: CGPoint(x: rect.maxX - br, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        p.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bl), control: CGPoint(x: rect.minX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        p.addQuadCurve(to: CGPoint(x: rect.minX + tl, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        p.closeSubpath()
        return p
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(CornerRoundedShape(radius: radius, corners: corners))
    }
}
