import Foundation
import UIKit

// UIKit's bars, tables and small controls as apps configure them around SwiftUI — mostly
// through appearance proxies (`UINavigationBar.appearance().tintColor = …`). On iOS a proxy
// changes every later bar of the process: global state, which a frame that is a pure function
// of its inputs cannot read. So `appearance()` hands out a fresh object whose settings are
// kept and drawn nowhere; SwiftUI's own modifiers (`toolbarBackground`, `tint`) are what a
// render follows. (They are declared here, beside `UIColor`, because their properties are
// colors.)

/// A bar's look (`UIBarAppearance`): background, shadow and text attributes.
@MainActor open class UIBarAppearance {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundEffect: UIBlurEffect?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    public init() {}
    open func configureWithDefaultBackground() { backgroundColor = nil; shadowColor = UIColor.separator }
    open func configureWithOpaqueBackground() { backgroundColor = UIColor.systemBackground; shadowColor = UIColor.separator }
    open func configureWithTransparentBackground() { backgroundColor = UIColor.clear; shadowColor = UIColor.clear }
}
/// A navigation bar's look.
@MainActor open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset()
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()
    open func setBackIndicatorImage(_ image: UIImage?, transitionMaskImage: UIImage?) {}
}
/// A tab bar's look, with its items' look by layout.
@MainActor open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
}
/// A toolbar's look.
@MainActor open class UIToolbarAppearance: UIBarAppearance {}
/// The look of bar items in each state.
@MainActor open class UITabBarItemAppearance {
    public let normal = UITabBarItemStateAppearance(), selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance(), focused = UITabBarItemStateAppearance()
    public init() {}
}
@MainActor open class UITabBarItemStateAppearance {
    open var iconColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgeBackgroundColor: UIColor?
    open var titlePositionAdjustment = UIOffset()
}
@MainActor open class UIBarButtonItemAppearance {
    public let normal = UIBarButtonItemStateAppearance(), highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance(), focused = UIBarButtonItemStateAppearance()
    public init() {}
}
@MainActor open class UIBarButtonItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}
/// A two-dimensional offset (text positions in bars).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat, vertical: CGFloat
    public init(horizontal: CGFloat = 0, vertical: CGFloat = 0) { self.horizontal = horizontal; self.vertical = vertical }
    public static let zero = UIOffset()
}

extension UINavigationBar {
    public var standardAppearance: UINavigationBarAppearance {
        get { appearances["standard"] ?? UINavigationBarAppearance() }
        set { appearances["standard"] = newValue }
    }
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances["scrollEdge"] }
        set { appearances["scrollEdge"] = newValue }
    }
    public var compactAppearance: UINavigationBarAppearance? {
        get { appearances["compact"] }
        set { appearances["compact"] = newValue }
    }
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances["compactScrollEdge"] }
        set { appearances["compactScrollEdge"] = newValue }
    }
    public var barTintColor: UIColor? {
        get { barTintColorObject as? UIColor }
        set { barTintColorObject = newValue }
    }
    public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
    private var appearances: [String: UINavigationBarAppearance] {
        get { appearanceObjects.compactMapValues { $0 as? UINavigationBarAppearance } }
        set { appearanceObjects = newValue }
    }
}
/// The bar heights an image is set for.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

/// A tab bar (the bar `TabView` draws is SwiftUI's; this holds what code sets).
@MainActor open class UITabBar: UIView {
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var unselectedItemTintColor: UIColor?
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var itemPositioning: ItemPositioning = .automatic
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
    open override class func appearance() -> UITabBar { UITabBar() }
}

/// A table view (SwiftUI's `List` draws its own; this holds what code sets on the proxy).
@MainActor open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public static let automaticDimension: CGFloat = -1
    public let style: Style
    open var separatorStyle: SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets()
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?
    open var allowsSelection = true
    public init(frame: CGRect, style: Style) { self.style = style; super.init(frame: frame) }
    public override init(frame: CGRect) { style = .plain; super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }
    open func reloadData() {}
    open override class func appearance() -> UITableView { UITableView() }
}
/// A table cell (what code sets on the proxy).
@MainActor open class UITableViewCell: UIView {
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none
    open var selectedBackgroundView: UIView?
    open var multipleSelectionBackgroundView: UIView?
    open override class func appearance() -> UITableViewCell { UITableViewCell() }
}

/// A segmented control (SwiftUI's segmented `Picker` draws its own).
@MainActor open class UISegmentedControl: UIControl {
    open var selectedSegmentTintColor: UIColor?
    open var selectedSegmentIndex = -1
    public private(set) var numberOfSegments = 0
    public static let noSegment = -1
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    public convenience init(items: [Any]?) { self.init(frame: .zero); numberOfSegments = items?.count ?? 0 }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) { titleAttributes[state.rawValue] = attributes }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState left: UIControl.State, rightSegmentState right: UIControl.State, barMetrics: UIBarMetrics) {}
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {}
    open override class func appearance() -> UISegmentedControl { UISegmentedControl() }
}
/// A page control (the dots of a page-style `TabView`).
@MainActor open class UIPageControl: UIControl {
    open var currentPageIndicatorTintColor: UIColor?
    open var pageIndicatorTintColor: UIColor?
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open override class func appearance() -> UIPageControl { UIPageControl() }
}
