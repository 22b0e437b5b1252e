// `import SafariServices`: the in-app browser as rows present it (never shown in a frame).
@_exported import Foundation
import UIKit

@MainActor public protocol SFSafariViewControllerDelegate: AnyObject {}
/// Safari in the app: records the URL it would show.
@MainActor open class SFSafariViewController: UIViewController {
    public struct Configuration: Sendable {
        public var entersReaderIfAvailable = false, barCollapsingEnabled = true
        public init() {}
    }
    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }
    public let url: URL
    public weak var delegate: SFSafariViewControllerDelegate?
    public var dismissButtonStyle: DismissButtonStyle = .done
    public var preferredBarTintColorObject: AnyObject?, preferredControlTintColorObject: AnyObject?
    public init(url: URL, configuration: Configuration = Configuration()) { self.url = url; super.init(nibName: nil, bundle: nil) }
    public init(url: URL, entersReaderIfAvailable: Bool) { self.url = url; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
}
