// Stubs for WXYC/wxyc-ios-64 WXYC/iOS/Views/Playlist/Playcut Detail/OnTourRowBadge.swift: DashedLine
// (Playcut Detail/DashedLine.swift: equal dashes and gaps, starting and ending on a gap) and
// Color(_: HSL) (Views/Playlist/OnAirBannerTheme.swift). Our own test doubles.
import SwiftUI
import Playlist

struct DashedLine: Shape {
    var approximateSegment: CGFloat = 4

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard rect.width > 0 else { return path }
        var count = max(3, Int((rect.width / approximateSegment).rounded()))
        if count % 2 == 0 { count += 1 }
        let piece = rect.width / CGFloat(count)
        for i in stride(from: 1, to: count, by: 2) {
            path.move(to: CGPoint(x: rect.minX + CGFloat(i) * piece, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX + CGFloat(i + 1) * piece, y: rect.midY))
        }
        return path
    }
}

extension Color {
    init(_ hsl: HSL) {
        let c = hsl.rgb
        self.init(red: c.red, green: c.green, blue: c.blue)
    }
}
