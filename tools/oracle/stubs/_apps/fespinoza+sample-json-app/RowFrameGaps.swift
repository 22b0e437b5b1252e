import Foundation
import SwiftUI
import UIKit
import WebKit

// Not the app's code: stand-ins for iOS API that RowFrame lacks (at the time of writing), so the
// case compiles and the rest of it can be measured. Delete one when RowFrame gains the API (a
// duplicate makes uses ambiguous).

// WebKit's WKWebViewConfiguration and WKWebView(frame:configuration:): YoutubeVideoView.swift's
// WKWebViewAdapter builds its web view with them. The cases' trailer is the red placeholder, so
// the adapter is compiled but never shown (o132–o135); RowFrame's WKWebView draws nothing anyway.
@MainActor final class WKWebViewConfiguration {
    var allowsInlineMediaPlayback = false
    init() {}
}

extension WKWebView {
    convenience init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.init(frame: frame)
    }
}

// UIKit's UIView.backgroundColor: WKWebViewAdapter sets its web view's placeholder colour. Kept per
// view, not drawn (RowFrame's UIView draws no background of its own); unused by the cases.
@MainActor private var backgroundColors: [ObjectIdentifier: UIColor] = [:]

extension UIView {
    var backgroundColor: UIColor? {
        get { backgroundColors[ObjectIdentifier(self)] }
        set { backgroundColors[ObjectIdentifier(self)] = newValue }
    }
}
