import SwiftUI
import UIKit
// Stubs for TelemetryDeck/TelemetryViewer shared by its rows: UIComponents/AdaptiveStack.swift and
// UIComponents/Color.swift (the iOS branch; asset colours as their light values).

struct AdaptiveStack<Content: View>: View {
    @Environment(\.horizontalSizeClass) var sizeClass
    let horizontalAlignment: HorizontalAlignment
    let verticalAlignment: VerticalAlignment
    let spacing: CGFloat?
    let content: () -> Content

    init(horizontalAlignment: HorizontalAlignment = .center, verticalAlignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.spacing = spacing
        self.content = content
    }

    var body: some View {
        Group {
            if sizeClass == .compact {
                VStack(alignment: horizontalAlignment, spacing: spacing, content: content)
            } else {
                HStack(alignment: verticalAlignment, spacing: spacing, content: content)
            }
        }
    }
}

extension Color {
    static let grayColor = Color(UIColor.systemGray)
    /// Color("CardBackgroundColor") in the app: the asset's "any" value (white).
    static let cardBackground = Color(red: 1, green: 1, blue: 1)
}
