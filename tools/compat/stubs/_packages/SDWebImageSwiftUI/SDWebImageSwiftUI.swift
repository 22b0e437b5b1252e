import SwiftUI
@_exported import SDWebImage
// Stub of the SDWebImageSwiftUI package (SDWebImage/SDWebImageSwiftUI): the API corpus rows use.
// Test double; images never load, WebImage shows its placeholder (or nothing).

public struct WebImage<Content: View>: View {
    let url: URL?
    let options: SDWebImageOptions
    let content: (WebImagePhase) -> Content

    public var body: some View { content(.empty) }
}

public enum WebImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
}

final class WebImageConfig {
    var resizable = false
}

extension WebImage where Content == AnyView {
    public init(url: URL?, options: SDWebImageOptions = []) {
        self.url = url
        self.options = options
        self.content = { phase in AnyView(phase.image ?? Image(systemName: "photo")) }
    }
}

extension WebImage {
    public init<I: View, P: View>(url: URL?, options: SDWebImageOptions = [],
                                  @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == AnyView {
        self.url = url
        self.options = options
        self.content = { phase in
            if let image = phase.image { return AnyView(content(image)) }
            return AnyView(placeholder())
        }
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> WebImage { self }
    public func onSuccess(perform action: ((Image, Data?, Int) -> Void)? = nil) -> WebImage { self }
    public func onFailure(perform action: ((Error) -> Void)? = nil) -> WebImage { self }
    public func indicator<T>(_ indicator: T) -> WebImage { self }
    public func transition(_ t: AnyTransition) -> WebImage { self }
}

// Added for the sixth validation half: the placeholder modifiers (SDWebImageSwiftUI 2.x), which show
// the given view while the image has not loaded (always, in this double).
extension WebImage where Content == AnyView {
    public func placeholder(_ image: Image) -> WebImage {
        WebImage(url: url, options: options, content: { phase in
            if let loaded = phase.image { return AnyView(loaded) }
            return AnyView(image)
        })
    }

    public func placeholder<T: View>(@ViewBuilder content: @escaping () -> T) -> WebImage {
        WebImage(url: url, options: options, content: { phase in
            if let loaded = phase.image { return AnyView(loaded) }
            return AnyView(content())
        })
    }
}

// Added for the seventh validation half: the package's fade transition for WebImage.
extension AnyTransition {
    public static func fade(duration: Double) -> AnyTransition {
        AnyTransition.opacity.animation(.linear(duration: duration))
    }
}
