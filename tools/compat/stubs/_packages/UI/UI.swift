import Foundation
import SwiftUI
// Stub of ACHNBrowserUI's local UI package (Dimillian/ACHNBrowserUI Packages/UI): its asset
// colours (Colors.xcassets, light appearance) and ProgressBar.

extension Color {
    /// ACBackground (display-p3 0.900, 0.885, 0.819)
    public static var acBackground: Color { Color(.displayP3, red: 0.900, green: 0.885, blue: 0.819) }
    /// ACHeaderBackground (sRGB 0.008, 0.651, 0.749)
    public static var acHeaderBackground: Color { Color(red: 0.008, green: 0.651, blue: 0.749) }
    /// ACText (sRGB 0.432, 0.372, 0.279)
    public static var acText: Color { Color(red: 0.432, green: 0.372, blue: 0.279) }
    /// ACSecondaryText (sRGB 0.875, 0.451, 0.031)
    public static var acSecondaryText: Color { Color(red: 0.875, green: 0.451, blue: 0.031) }
}

/// Packages/UI/Sources/UI/ProgressView.swift
public struct ProgressBar: View {
    public let progress: CGFloat
    public let trackColor: Color
    public let progressColor: Color
    public let height: CGFloat

    @State private var appeared = false

    public init(progress: CGFloat, trackColor: Color, progressColor: Color, height: CGFloat) {
        self.progress = progress
        self.trackColor = trackColor
        self.progressColor = progressColor
        self.height = height
    }

    public var body: some View {
        ZStack {
            GeometryReader { g in
                Capsule()
                    .foregroundColor(self.trackColor.opacity(0.2))
                    .frame(width: g.size.width)
                Capsule()
                    .foregroundColor(self.progressColor)
                    .frame(width: (g.size.width * self.progress) > 0 && self.appeared
                        ? max(self.height, (g.size.width * self.progress))
                        : 0)
                    .animation(.spring())
            }
        }
        .onAppear(perform: {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                self.appeared = true
            }
        })
        .frame(height: height)
        .background(Color.clear)
    }
}
