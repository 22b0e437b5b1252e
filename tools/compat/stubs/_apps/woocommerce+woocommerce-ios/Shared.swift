import SwiftUI
import UIKit
// Stubs shared by the rows of woocommerce/woocommerce-ios: WooFoundation's text style modifiers
// (ViewModifiers/WooStyleModifiers.swift) and semantic colours (Colors/UIColor+SemanticColors.swift),
// which the app target sees everywhere.

extension UIColor {
    static var text: UIColor { .label }
    static var textSubtle: UIColor { .secondaryLabel }
    static var textTertiary: UIColor { .tertiaryLabel }
}

public struct BodyStyle: ViewModifier {
    var isEnabled: Bool
    var opacity: Double

    public func body(content: Content) -> some View {
        content
            .font(.body)
            .foregroundColor(isEnabled ? Color(.text) : Color(.textTertiary))
            .opacity(opacity)
    }
}

public struct HeadlineStyle: ViewModifier {
    public func body(content: Content) -> some View {
        content
            .font(.headline)
            .foregroundColor(Color(.text))
    }
}

struct SubheadlineStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.subheadline)
            .foregroundColor(Color(.textSubtle))
    }
}

extension View {
    func bodyStyle(_ isEnabled: Bool = true, opacity: Double = 1.0) -> some View {
        self.modifier(BodyStyle(isEnabled: isEnabled, opacity: opacity))
    }

    func headlineStyle() -> some View {
        self.modifier(HeadlineStyle())
    }

    func subheadlineStyle() -> some View {
        self.modifier(SubheadlineStyle())
    }
}
