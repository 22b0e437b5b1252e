import SwiftUI
import Generated
// Stubs shared by the rows of Electric-Coin-Company/zashi-ios: the image and font helpers of their
// module, UIComponents (Images/ZashiImage.swift, Text/ZashiFont.swift).

public extension Image {
    func zImage(size: CGFloat, style: Colorable) -> some View {
        self
            .resizable()
            .renderingMode(.template)
            .frame(width: size, height: size)
            .zForegroundColor(style)
    }

    func zImage(size: CGFloat, color: Color) -> some View {
        self
            .resizable()
            .renderingMode(.template)
            .frame(width: size, height: size)
            .foregroundColor(color)
    }
}

public struct ZashiFontModifier: ViewModifier {
    public enum FontWeight: Equatable {
        case regular
        case medium
        case semiBold
        case bold
    }

    let weight: FontWeight
    let addressFont: Bool
    let size: CGFloat
    let color: Color?
    let style: Colorable?

    public func body(content: Content) -> some View {
        if let color {
            content
                .font(.custom(fontName(weight), size: size))
                .foregroundColor(color)
        } else if let style {
            content
                .font(.custom(fontName(weight), size: size))
                .zForegroundColor(style)
        } else {
            EmptyView()
        }
    }

    private func fontName(_ weight: FontWeight) -> String {
        switch weight {
        case .regular: return addressFont ? FontFamily.RobotoMono.regular.name : FontFamily.Inter.regular.name
        case .medium: return addressFont ? FontFamily.RobotoMono.medium.name : FontFamily.Inter.medium.name
        case .semiBold: return addressFont ? FontFamily.RobotoMono.semiBold.name : FontFamily.Inter.semiBold.name
        case .bold: return addressFont ? FontFamily.RobotoMono.bold.name : FontFamily.Inter.bold.name
        }
    }
}

public extension View {
    func zFont(_ weight: ZashiFontModifier.FontWeight = .regular, addressFont: Bool = false, size: CGFloat, style: Colorable) -> some View {
        modifier(ZashiFontModifier(weight: weight, addressFont: addressFont, size: size, color: nil, style: style))
    }

    func zFont(_ weight: ZashiFontModifier.FontWeight = .regular, addressFont: Bool = false, size: CGFloat, color: Color) -> some View {
        modifier(ZashiFontModifier(weight: weight, addressFont: addressFont, size: size, color: color, style: nil))
    }
}
