import Foundation

/// The appearance a dynamic color is asked for (`UIColor(dynamicProvider:)`) and a view
/// controller overrides.
public struct UITraitCollection: Sendable, Hashable {
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .compact
    public var verticalSizeClass: UIUserInterfaceSizeClass = .regular
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    public var displayScale: CGFloat = 3
    public var preferredContentSizeCategory: UIContentSizeCategory = .large
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    public var accessibilityContrast: UIAccessibilityContrast = .normal
    public var legibilityWeight: UILegibilityWeight = .regular
    /// A row's level: the base level, as a screen's content is (presented content is elevated).
    public var userInterfaceLevel: UIUserInterfaceLevel = .base
    public init() {}
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    public init(preferredContentSizeCategory: UIContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }
    public init(traitsFrom collections: [UITraitCollection]) { if let last = collections.last { self = last } }
    /// An iPhone's traits in portrait: light, compact width, regular height, Large text, 3x.
    public static var current: UITraitCollection { UITraitCollection() }
}
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable { case unspecified, compact, regular }
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable { case unspecified = -1, leftToRight, rightToLeft }
public enum UIAccessibilityContrast: Int, Sendable, Hashable { case unspecified = -1, normal, high }
public enum UILegibilityWeight: Int, Sendable, Hashable { case unspecified = -1, regular, bold }
/// The visual level of content: base, or elevated above it (a sheet, a popover).
public enum UIUserInterfaceLevel: Int, Sendable, Hashable { case unspecified = -1, base, elevated }
/// A text size category, by UIKit's names.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    static let order = ["UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM", "UICTContentSizeCategoryL",
                        "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL", "UICTContentSizeCategoryXXXL",
                        "UICTContentSizeCategoryAccessibilityM", "UICTContentSizeCategoryAccessibilityL",
                        "UICTContentSizeCategoryAccessibilityXL", "UICTContentSizeCategoryAccessibilityXXL",
                        "UICTContentSizeCategoryAccessibilityXXXL"]
    public static let extraSmall = Self(rawValue: order[0]), small = Self(rawValue: order[1]), medium = Self(rawValue: order[2])
    public static let large = Self(rawValue: order[3]), extraLarge = Self(rawValue: order[4]), extraExtraLarge = Self(rawValue: order[5])
    public static let extraExtraExtraLarge = Self(rawValue: order[6]), accessibilityMedium = Self(rawValue: order[7])
    public static let accessibilityLarge = Self(rawValue: order[8]), accessibilityExtraLarge = Self(rawValue: order[9])
    public static let accessibilityExtraExtraLarge = Self(rawValue: order[10]), accessibilityExtraExtraExtraLarge = Self(rawValue: order[11])
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    public var isAccessibilityCategory: Bool { (Self.order.firstIndex(of: rawValue) ?? 0) >= 7 }
    public static func < (a: Self, b: Self) -> Bool { (order.firstIndex(of: a.rawValue) ?? -1) < (order.firstIndex(of: b.rawValue) ?? -1) }
}

extension IndexPath {
    /// A table row's index path (UIKit's).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A collection item's index path (UIKit's).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}
public enum UIUserInterfaceStyle: Int, Sendable, Hashable { case unspecified, light, dark }

/// UIKit's view controller as an app's factories make them (a `UIHostingController` returned as
/// a `UIViewController`). A render presents no controllers: `present`, `dismiss` and the
/// containment calls only keep the relations they set, and the appearance callbacks are the
/// app's to call. What is drawn of a hosting controller is its root view.
@MainActor @preconcurrency open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller's view, made by `loadView` on first use.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = UIView() }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }
    open var isViewLoaded: Bool { loadedView != nil }
    open var title: String?
    /// Light or dark for this controller's views, whatever the environment's (`.unspecified`:
    /// the environment's).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var traitCollection: UITraitCollection {
        UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle == .dark ? .dark : .light)
    }
    open var preferredContentSize: CGSize = .zero
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open private(set) weak var parent: UIViewController?
    open private(set) var children: [UIViewController] = []
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?

    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }

    /// Makes `view` (a plain one unless a subclass sets its own).
    open func loadView() { loadedView = UIView() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// The nearest navigation controller this one stands in (nil for none).
    open var navigationController: UINavigationController? {
        sequence(first: parent, next: { $0?.parent }).lazy.compactMap { $0 as? UINavigationController }.first
    }
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Recorded, never shown: a render has no window to present in.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = controller
        controller.presentingViewController = self
        completion?()
    }
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController?.presentingViewController = nil
        presentedViewController = nil
        completion?()
    }
}

public enum UIModalPresentationStyle: Int, Sendable, Hashable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none, automatic
}

/// The share sheet: records what it would share (never shown).
@MainActor open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    public var excludedActivityTypes: [UIActivity.ActivityType]?
    public var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void)?
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { self.activityItems = activityItems; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
}
/// A service the share sheet offers.
@MainActor open class UIActivity {
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = Self("com.apple.UIKit.activity.PostToFacebook"), message = Self("com.apple.UIKit.activity.Message")
        public static let mail = Self("com.apple.UIKit.activity.Mail"), print = Self("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = Self("com.apple.UIKit.activity.CopyToPasteboard"), airDrop = Self("com.apple.UIKit.activity.AirDrop")
        public static let saveToCameraRoll = Self("com.apple.UIKit.activity.SaveToCameraRoll"), addToReadingList = Self("com.apple.UIKit.activity.AddToReadingList")
        public static let assignToContact = Self("com.apple.UIKit.activity.AssignToContact"), openInIBooks = Self("com.apple.UIKit.activity.OpenInIBooks")
    }
    public init() {}
}

/// The split view controller of iPad and Mac layouts; on an iPhone in a row, its columns
/// collapse into one, as iOS collapses them in a compact width.
@MainActor open class UISplitViewController: UIViewController {
    public enum DisplayMode: Int, Sendable, Hashable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }
    public enum DisplayModeButtonVisibility: Int, Sendable, Hashable { case automatic, never, always }
    public enum SplitBehavior: Int, Sendable, Hashable { case automatic, tile, overlay, displace }
    public enum Column: Int, Sendable, Hashable { case primary, supplementary, secondary, compact, inspector }
    public enum Style: Int, Sendable, Hashable { case unspecified, doubleColumn, tripleColumn }
    public enum PrimaryEdge: Int, Sendable, Hashable { case leading, trailing }
    public enum BackgroundStyle: Int, Sendable, Hashable { case none, sidebar }
    /// iOS 26: whether the view is inside an expanded or collapsed split view.
    public enum LayoutEnvironment: Int, Sendable, Hashable { case none, expanded, collapsed }
    public let style: Style
    open var preferredDisplayMode: DisplayMode = .automatic
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    open var primaryEdge: PrimaryEdge = .leading
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// One column in a compact width.
    open var isCollapsed: Bool { true }
    open var displayMode: DisplayMode { .secondaryOnly }
    public init(style: Style) { self.style = style; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
    open func setViewController(_ vc: UIViewController?, for column: Column) {}
    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}
}

/// A stack of view controllers (`UINavigationController`), kept as code pushes and pops them:
/// a render draws SwiftUI views, never the controllers' screens or their bar, so the stack is
/// recorded, not shown (a row that pushes a hosting controller changes what the stack holds).
@MainActor open class UINavigationController: UIViewController {
    /// The stack, bottom first; each is a child of the navigation controller.
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for old in oldValue where !viewControllers.contains(where: { $0 === old }) { old.removeFromParent() }
            for controller in viewControllers where controller.parent !== self { addChild(controller) }
        }
    }
    /// The edge swipe that pops the top controller (kept: a frame is not swiped).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { topViewController }
    open var isNavigationBarHidden = false
    open var isToolbarHidden = true
    open var hidesBarsOnSwipe = false
    open var navigationBar = UINavigationBar()
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        addChild(rootViewController)   // (observers do not run in the class's own initializer)
    }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { nil }
    open func pushViewController(_ controller: UIViewController, animated: Bool) { viewControllers.append(controller) }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }
    @discardableResult open func popToViewController(_ controller: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
        let popped = Array(viewControllers[(i + 1)...])
        viewControllers.removeSubrange((i + 1)...)
        return popped
    }
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) { viewControllers = controllers }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

/// A navigation controller's bar, as code configures it (recorded; the bar a render draws is
/// a `NavigationStack`'s).
@MainActor open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar tint (a `UIColor`) and the appearances by kind, read and written by SwiftUI's
    /// module, which declares the colors.
    package var barTintColorObject: AnyObject?
    package var appearanceObjects: [String: AnyObject] = [:]
    open override class func appearance() -> UINavigationBar { UINavigationBar() }
}

/// An alert or action sheet as UIKit builds one (recorded: presented controllers are not drawn).
@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    public let preferredStyle: Style
    open var message: String?
    public private(set) var actions: [UIAlertAction] = []
    public private(set) var textFields: [UITextField]? = nil
    open var preferredAction: UIAlertAction?
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle; self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    public required init?(coder: NSCoder) { nil }
    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}
/// A button of an alert.
@MainActor open class UIAlertAction {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title; self.style = style; self.handler = handler
    }
}

/// A navigation controller's delegate (told of pushes; none happen on screen in a render).
@MainActor public protocol UINavigationControllerDelegate: AnyObject {}

/// The system photo picker and camera: a render has neither, so no source is available and
/// the delegate is never called.
@MainActor open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    }
    open var sourceType: SourceType = .photoLibrary
    open var allowsEditing = false
    open var mediaTypes: [String] = ["public.image"]
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open weak var delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    public init() { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
    public static func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }
    public static func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
}
/// What the image picker tells its delegate.
@MainActor public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}
extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
