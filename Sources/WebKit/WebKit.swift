// `import WebKit` for rows that host a web view. A frame loads nothing from the network, so a
// WKWebView here is a UIKit view that records what it was asked to load and draws nothing.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import UIKit

/// A web view (WebKit's): hosted in a row, it takes its frame and touches, and shows nothing.
@MainActor open class WKWebView: UIView {
    /// What it was last asked to load (a URL, or HTML with its base URL).
    public private(set) var requestedURL: URL?
    public private(set) var requestedHTML: String?
    public var isLoading: Bool { false }
    public var title: String? { nil }
    public var url: URL? { requestedURL }
    open weak var navigationDelegate: AnyObject?
    open weak var uiDelegate: AnyObject?
    public var allowsBackForwardNavigationGestures = false
    public let configuration: WKWebViewConfiguration
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { self.configuration = configuration; super.init(frame: frame) }
    public override init(frame: CGRect) { configuration = WKWebViewConfiguration(); super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }

    @discardableResult
    open func load(_ request: URLRequest) -> AnyObject? { requestedURL = request.url; return nil }
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> AnyObject? { requestedHTML = string; requestedURL = baseURL; return nil }
    open func reload() {}
    open func stopLoading() {}
}

/// How a web view is set up (recorded: nothing loads).
@MainActor open class WKWebViewConfiguration {
    public var allowsInlineMediaPlayback = false
    public var allowsAirPlayForMediaPlayback = true
    public var allowsPictureInPictureMediaPlayback = true
    public var suppressesIncrementalRendering = false
    public init() {}
}
