// Stubs shared by the Lebron1992/WeChat-SwiftUI rows (r599–r600): the colour sets of
// Library/Styles/Colors.swift (app_bg, text_primary; light and dark values), Image.resize(_:_:)
// (Library/Extensions/Image+Resize.swift), View.asAnyView() and URLPlaceholderImage
// (Library/Components/URLPlaceholderImage.swift). Our own test doubles.
import SwiftUI
import UIKit
import URLImage

private func wechatGray(_ light: CGFloat, _ dark: CGFloat) -> Color {
    Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: dark, alpha: 1) : UIColor(white: light, alpha: 1) })
}

extension Color {
    static var app_bg: Color { wechatGray(0.929, 0.067) }
    static var text_primary: Color { wechatGray(0.09, 0.812) }
}

extension ShapeStyle where Self == Color {
    static var app_bg: Color { Color.app_bg }
    static var text_primary: Color { Color.text_primary }
}

extension View {
    func asAnyView() -> AnyView { AnyView(self) }
}

extension Image {
    /// Resizable, in the content mode, framed to `size` when given.
    func resize(_ contentMode: ContentMode = .fill, _ size: CGSize? = nil) -> some View {
        let fitted = resizable().aspectRatio(contentMode: contentMode)
        if let size {
            return fitted.frame(width: size.width, height: size.height).asAnyView()
        }
        return fitted.asAnyView()
    }
}

/// A remote image showing `placeholder` (framed to `size`) until it loads.
struct URLPlaceholderImage<Placeholder: View>: View {
    private let url: URL?
    private let size: CGSize?
    private let contentMode: ContentMode
    private let placeholder: () -> Placeholder

    init(_ url: URL?, size: CGSize? = nil, contentMode: ContentMode = .fill,
         @ViewBuilder placeholder: @escaping () -> Placeholder) {
        self.url = url
        self.size = size
        self.contentMode = contentMode
        self.placeholder = placeholder
    }

    private var framedPlaceholder: some View {
        placeholder().frame(width: size?.width, height: size?.height)
    }

    var body: some View {
        if let url {
            URLImage(url, empty: { framedPlaceholder }, inProgress: { _ in framedPlaceholder },
                     failure: { _, _ in framedPlaceholder }, content: { $0.resize(contentMode, size) })
        } else {
            framedPlaceholder
        }
    }
}
