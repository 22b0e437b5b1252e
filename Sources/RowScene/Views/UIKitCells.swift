import Foundation
import UIKit

// UIKit's collection and table cells as apps set them up around SwiftUI rows: a cell
// registration whose handler hosts the row (`cell.contentConfiguration = UIHostingConfiguration
// { Row(…) }`), background configurations and accessories. RowFrame renders the SwiftUI row
// itself; the cells and their configurations are kept as code sets them and draw nothing.
// (They are declared beside `UIColor` and SwiftUI's views, which they hold.)

/// A cell's content (`UIListContentConfiguration`, `UIHostingConfiguration`).
public protocol UIContentConfiguration {}

/// A SwiftUI view as a cell's content, with its margins, minimum size and background.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    public let content: Content
    public let background: Background
    public var margins: (edges: Edge.Set, length: CGFloat)?
    public var minSize: (width: CGFloat?, height: CGFloat?) = (nil, nil)
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self { var c = self; c.margins = (edges, length); return c }
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self { margins(edges, insets.top) }
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self { var c = self; c.minSize = (width, height); return c }
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _ShapeBackground<S>> {
        UIHostingConfiguration<Content, _ShapeBackground<S>>(content: content, background: _ShapeBackground(style: style), margins: margins, minSize: minSize)
    }
    public func background<B: View>(@ViewBuilder content background: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(content: content, background: background(), margins: margins, minSize: minSize)
    }
}
extension UIHostingConfiguration where Background == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.content = content(); background = EmptyView() }
}
/// A hosting configuration's background of a shape style.
public struct _ShapeBackground<S: ShapeStyle>: View {
    let style: S
    public var body: some View { Rectangle().fill(style) }
}

/// A cell's background as UIKit styles it (kept).
public struct UIBackgroundConfiguration: Sendable {
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets()
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var visualEffect: UIVisualEffect? { get { nil } set {} }
    public init() {}
    public static func listCell() -> Self { Self() }
    public static func listPlainCell() -> Self { Self() }
    public static func listGroupedCell() -> Self { Self() }
    public static func listSidebarCell() -> Self { Self() }
    public static func listAccompaniedSidebarCell() -> Self { Self() }
    public static func clear() -> Self { Self() }
}
/// Changes a configuration's color as the cell's state changes.
public struct UIConfigurationColorTransformer: Sendable {
    let transform: @Sendable (UIColor) -> UIColor
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }
    public static let grayscale = UIConfigurationColorTransformer { $0 }
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}

/// An accessory a list cell shows at its side (kept).
public struct UICellAccessory: Sendable {
    public enum DisplayedState: Sendable { case always, whenEditing, whenNotEditing }
    public struct DisclosureIndicatorOptions: Sendable { public init(isHidden: Bool? = nil, reservedLayoutWidth: Any? = nil, tintColor: UIColor? = nil) {} }
    public struct MultiselectOptions: Sendable { public init(isHidden: Bool? = nil, reservedLayoutWidth: Any? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {} }
    public struct CheckmarkOptions: Sendable { public init(isHidden: Bool? = nil, reservedLayoutWidth: Any? = nil, tintColor: UIColor? = nil) {} }
    let name: String
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> Self { Self(name: "disclosureIndicator") }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> Self { Self(name: "multiselect") }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self { Self(name: "checkmark") }
    public static func delete(displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> Self { Self(name: "delete") }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> Self { Self(name: "reorder") }
    public static func outlineDisclosure(displayed: DisplayedState = .always, actionHandler: (() -> Void)? = nil) -> Self { Self(name: "outlineDisclosure") }
    public static func label(text: String, displayed: DisplayedState = .always) -> Self { Self(name: "label") }
    public static func detail(displayed: DisplayedState = .always, actionHandler: (() -> Void)? = nil) -> Self { Self(name: "detail") }
}

/// A collection view's cell (kept as code configures it).
@MainActor open class UICollectionViewCell: UIView {
    open var contentConfiguration: UIContentConfiguration?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var isHighlighted = false
    open var isSelected = false
    open var configurationUpdateHandler: ((UICollectionViewCell, Any) -> Void)?
    open func prepareForReuse() {}
}
/// A list-style collection view cell, with accessories.
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
}

/// A collection view (a SwiftUI list here: the cells' SwiftUI content is what RowFrame draws).
@MainActor open class UICollectionView: UIScrollView {
    /// Sets up cells of a class for items of a type: the handler configures each cell.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        public let handler: Handler
        public init(handler: @escaping Handler) { self.handler = handler }
    }
    /// Sets up supplementary views (headers, footers).
    public struct SupplementaryRegistration<Supplementary: UIView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        public let handler: Handler
        public init(elementKind: String, handler: @escaping Handler) { self.elementKind = elementKind; self.handler = handler }
    }
    open func reloadData() {}
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
