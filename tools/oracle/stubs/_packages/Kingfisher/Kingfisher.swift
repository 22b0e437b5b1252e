import SwiftUI

// Stub of onevcat/Kingfisher's KFImage (8.3.2, the version martinomamic/RSSReader resolves), as the
// app's FeedImageView uses it: `KFImage(url).placeholder { ... }.resizable()`. KFImage starts
// loading its URL when it appears and shows the placeholder until an image has arrived; a snapshot
// taken as the view is first laid out (no cache, a host that does not answer) shows the
// placeholder. This stand-in never loads: it is the placeholder (nothing when there is none),
// which the modifiers after it then size and clip. `resizable()` only concerns a loaded image.
public struct KFImage: View {
    private let url: URL?
    private var placeholderContent: AnyView?

    public init(_ url: URL?) {
        self.url = url
    }

    public func placeholder<Content: View>(@ViewBuilder _ content: @escaping () -> Content) -> KFImage {
        var copy = self
        copy.placeholderContent = AnyView(content())
        return copy
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> KFImage {
        self
    }

    public var body: some View {
        if let placeholderContent {
            placeholderContent
        } else {
            Color.clear
        }
    }
}
