import SwiftUI
// Stubs for ACINQ/phoenix phoenix-ios/phoenix-ios/views/send/FetchActivityNotice.swift (what the row
// uses from elsewhere in its app; LoggerFactory and colours are in _apps).

/// views/widgets/HorizontalActivity.swift: three dots that slide across the available width. The app
/// measures the width through a preference and swaps the offsets on a timer; this double draws the
/// dots at their starting offset.
struct HorizontalActivity: View {
    init(color: Color, diameter: CGFloat, speed: TimeInterval = 1.6) {
        self.color = color
        self.diameter = diameter
        self.speed = speed
    }

    let color: Color
    let diameter: CGFloat
    let speed: TimeInterval

    var body: some View {
        GeometryReader { proxy in
            let offset = proxy.size.width / 2 - diameter / 2
            ZStack {
                ForEach(0..<3, id: \.self) { _ in
                    Circle()
                        .fill(color)
                        .frame(width: diameter, height: diameter)
                        .offset(x: -offset)
                        .opacity(0.7)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }
}
