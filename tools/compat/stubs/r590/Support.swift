// Stubs for easydev991/SwiftUI-SotkaApp Libraries/SWDesignSystem/…/Public/Rows/ListRowView.swift: the rest
// of its design-system module it uses — the icon names (Public/Icons.swift, the ones used), the colour sets
// (Public/Color+.swift, light and dark values) and ChevronView (Public/ChevronView.swift). Our own doubles.
import SwiftUI
import UIKit

public enum Icons {
    public enum Regular: String, CaseIterable {
        case gearshape
        case person
        case calendar
        case signPost = "signpost.right"
        case chevron = "chevron.forward"
        case globe = "globe.europe.africa"
        case star
    }
}

private func swColor(_ light: (CGFloat, CGFloat, CGFloat, CGFloat), _ dark: (CGFloat, CGFloat, CGFloat, CGFloat)) -> Color {
    Color(UIColor { traits in
        let c = traits.userInterfaceStyle == .dark ? dark : light
        return UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
    })
}

extension Color {
    static let swAccent = swColor((0, 0.478, 1, 1), (0, 0.651, 1, 1))
    static let swMainText = swColor((0, 0, 0, 1), (1, 1, 1, 1))
    static let swSmallElements = swColor((0.522, 0.514, 0.514, 1), (0.71, 0.737, 0.737, 1))
    static let swTintedButton = swColor((0, 0.478, 1, 0.15), (0, 0.651, 1, 0.12))
}

/// The design system's trailing chevron.
public struct ChevronView: View {
    public init() {}
    public var body: some View {
        Image(systemName: Icons.Regular.chevron.rawValue)
            .resizable()
            .frame(width: 7, height: 12)
            .foregroundStyle(Color.swSmallElements)
    }
}
