import RowRaster
import Foundation

/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width)×\(height)" }
}

/// A size offered to a view: nil on an axis asks for the view's ideal size there,
/// `.infinity` for its largest.
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)
}

/// A rectangle in points.
public typealias Rect = RowRaster.Rect
/// A point in points (or pixels, in display lists).
public typealias Point = RowRaster.Point

/// A custom alignment's identity and the value it takes in a view that sets none (SwiftUI's
/// `AlignmentID`): `HorizontalAlignment(MyID.self)`, `VerticalAlignment(MyID.self)`.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment made from an `AlignmentID` type: equal when made from the same type.
public struct CustomAlignment: Sendable, Hashable {
    let id: ObjectIdentifier
    let defaultValue: @Sendable (ViewDimensions) -> Double
    init<ID: AlignmentID>(_ type: ID.Type) {
        id = ObjectIdentifier(type); defaultValue = { Double(ID.defaultValue(in: $0)) }
    }
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
    /// Its value in a view of `size` that sets none (the ID's default sees no explicit guides).
    func value(in size: Size) -> Double { defaultValue(ViewDimensions(width: size.width, height: size.height) { _ in nil }) }
}

/// Horizontal alignment of children in a VStack, ZStack or frame. `listRowSeparatorLeading`
/// and `…Trailing` are where a list row's separator starts and ends (the row's edges unless a
/// view sets them with `alignmentGuide`; a Label sets the leading one at its title).
public enum HorizontalAlignment: Sendable, Hashable {
    case leading, center, trailing, listRowSeparatorLeading, listRowSeparatorTrailing
    case custom(CustomAlignment)
    /// An alignment of your own, e.g. `static let menuTitle = HorizontalAlignment(MenuTitle.self)`.
    public init(_ id: any AlignmentID.Type) { self = .custom(CustomAlignment(id)) }
    func offset(_ content: Double, in container: Double) -> Double { defaultValue(container) - defaultValue(content) }
    /// The guide in a view `width` wide that sets no value for it.
    func defaultValue(_ width: Double, height: Double = 0) -> Double {
        switch self {
        case .leading, .listRowSeparatorLeading: return 0
        case .center: return width / 2
        case .trailing, .listRowSeparatorTrailing: return width
        case .custom(let c): return c.value(in: Size(width: width, height: height))
        }
    }
}

/// Vertical alignment of children in an HStack, ZStack or frame. Text sets its first and last
/// baselines; a view without text has them at its bottom.
public enum VerticalAlignment: Sendable, Hashable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    case custom(CustomAlignment)
    /// An alignment of your own, e.g. `static let iconCenter = VerticalAlignment(IconCenter.self)`.
    public init(_ id: any AlignmentID.Type) { self = .custom(CustomAlignment(id)) }
    func offset(_ content: Double, in container: Double) -> Double { defaultValue(container) - defaultValue(content) }
    /// The guide in a view `height` tall that sets no value for it.
    func defaultValue(_ height: Double, width: Double = 0) -> Double {
        switch self {
        case .top: return 0
        case .center: return height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: return height
        case .custom(let c): return c.value(in: Size(width: width, height: height))
        }
    }
}

/// An alignment guide of either axis: where, from a view's leading or top edge, it lines up
/// with its siblings (SwiftUI's alignment guides, with their default values).
enum Guide: Hashable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
    func defaultValue(_ size: Size) -> Double {
        switch self {
        case .horizontal(let h): return h.defaultValue(size.width, height: size.height)
        case .vertical(let v): return v.defaultValue(size.height, width: size.width)
        }
    }
    /// A child's explicit value for this guide, seen from a parent that placed it at `frame`
    /// (relative to the parent's origin).
    @MainActor func explicitValue(of child: LayoutNode, at frame: Rect) -> Double? {
        guard child.setsGuide(self) else { return nil }
        let v = child.explicitGuide(self, in: Size(width: frame.width, height: frame.height))
        switch self {
        case .horizontal: return v.map { $0 + frame.x }
        case .vertical: return v.map { $0 + frame.y }
        }
    }
}

/// Two-axis alignment (ZStack, frame, overlay, background).
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// Where `node`, at `size`, sits inside `frame`: its guides on the frame's default guides.
    @MainActor func place(_ node: LayoutNode, _ size: Size, in frame: Rect) -> Rect {
        let frameSize = Size(width: frame.width, height: frame.height)
        return Rect(x: frame.x + Guide.horizontal(horizontal).defaultValue(frameSize) - node.guide(.horizontal(horizontal), in: size),
                    y: frame.y + Guide.vertical(vertical).defaultValue(frameSize) - node.guide(.vertical(vertical), in: size),
                    width: size.width, height: size.height)
    }

    /// Where content of `size` sits inside `frame`.
    func place(_ size: Size, in frame: Rect) -> Rect {
        Rect(x: frame.x + horizontal.offset(size.width, in: frame.width),
             y: frame.y + vertical.offset(size.height, in: frame.height), width: size.width, height: size.height)
    }
}

/// A point in a view's unit square (SwiftUI's `UnitPoint`): (0,0) top-leading, (1,1) bottom-trailing.
public struct UnitPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point in `rect`.
    func point(in rect: Rect) -> Point { Point(rect.x + x * rect.width, rect.y + y * rect.height) }
}

/// Edges, for padding.
public struct EdgeSet: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1), leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4), trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}

/// SwiftUI's `Edge.Set` spelling.
/// A side of a rectangle (`.move(edge: .leading)`); `Edge.Set` is a set of them.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing
    public typealias Set = EdgeSet
}

/// Insets in points (`CGFloat`, as SwiftUI's: `EdgeInsets(top: .someMetric)` finds a
/// `CGFloat` constant).
public struct EdgeInsets: Sendable, Hashable {
    public var top, leading, bottom, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// Errors in a view description (bad sizes, unsupported content), naming the modifier.
/// Why a view could not be laid out or drawn: the message, and the views around the one
/// that failed, outermost first ("TransactionsScreen › TransactionRow").
public struct SceneError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public internal(set) var viewPath: [String] = []
    public init(_ message: String) { self.message = message }
    public var description: String {
        guard !viewPath.isEmpty else { return message }
        // A long path (a view nested without end) keeps its outermost and innermost views.
        let path = viewPath.count <= 12 ? viewPath
            : viewPath.prefix(4) + ["… \(viewPath.count - 10) more …"] + viewPath.suffix(6)
        return path.joined(separator: " › ") + ": " + message
    }

    /// The error as seen from a view around the one that failed.
    func inside(_ view: any View.Type) -> SceneError {
        var e = self
        let name = String(describing: view)
        e.viewPath.insert(String(name.prefix(while: { $0 != "<" })), at: 0)
        return e
    }

    /// Throws unless `value` is finite and at least `minimum`.
    static func check(_ value: Double, _ what: String, minimum: Double = 0) throws {
        guard value.isFinite, value >= minimum else {
            throw SceneError("\(what) must be a finite number ≥ \(minimum.formatted), found \(value)")
        }
    }
}

extension Double {
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
