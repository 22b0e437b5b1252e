/// A view's spacing preferences at its four edges, as SwiftUI keeps them (`ViewSpacing`): a
/// stack left to choose its spacing puts between two neighbours the distance their facing edges
/// ask for, by category.
///
/// - Most views ask for SwiftUI's default 8 pt on every edge, and say they meet text with no
///   distance of their own (the text decides it).
/// - Text asks from its font's metrics: below a view, the font's descent plus a tenth of its
///   line height (rounded up to a pixel); above a view, its line height plus that tenth minus
///   its cap height; against text, the lower font's leading (none for SF Pro: stacked texts
///   sit flush).
/// - Containers pass their children's preferences on at the edges those children touch;
///   padding resets the edges it pads to plain ones with no default; a spacer asks for none, and
///   an edge that asks for nothing meets its neighbour with no distance.
///
/// The distance between two facing edges is the largest over the categories both declare
/// (text-to-text, the two text-edge categories); failing those, the larger default; failing
/// that, 8 pt.
public struct ViewSpacing: Equatable, Sendable {
    /// The font metrics text spacing compares (points): ascent, descent and leading.
    struct TextMetrics: Equatable {
        var ascent: Double, descent: Double, leading: Double, pixel: Double
        var lineSpacing: Double { ascent + descent + leading }
    }

    /// What one edge asks of its neighbour.
    struct Edge: Equatable {
        /// The plain distance (nil: the edge takes the neighbour's, or 8 pt).
        var standard: Double?
        /// Text at this edge: its metrics, for text on the other side.
        var text: TextMetrics?
        /// Distances to text on the other side, from this edge (`edgeAboveText` at a view's
        /// bottom or text's top; `edgeBelowText` at text's bottom or a view's top).
        var aboveText: Double?, belowText: Double?
        /// A spacer's edge: it asks for no distance at all, and its neighbour meets it with none
        /// (a padded edge asks nothing of its own but takes the neighbour's default).
        var isSpacer = false

        /// Keeps the larger of each category (a container's edge touched by several children).
        mutating func merge(_ other: Edge) {
            guard !other.isSpacer else { return }
            if isSpacer { self = Edge() }
            standard = larger(standard, other.standard)
            aboveText = larger(aboveText, other.aboveText)
            belowText = larger(belowText, other.belowText)
            if let t = other.text, text.map({ $0.lineSpacing < t.lineSpacing }) ?? true { text = t }
        }
        private func larger(_ a: Double?, _ b: Double?) -> Double? {
            guard let a else { return b }
            guard let b else { return a }
            return max(a, b)
        }
    }

    var top: Edge, bottom: Edge, leading: Edge, trailing: Edge

    /// SwiftUI's spacing when no preference decides it.
    static let standardDistance = 8.0

    /// A view with no text: 8 pt all round, and text beside it decides its own distance.
    static let plain = ViewSpacing(top: Edge(standard: standardDistance, belowText: 0),
                                   bottom: Edge(standard: standardDistance, aboveText: 0),
                                   leading: Edge(standard: standardDistance), trailing: Edge(standard: standardDistance))

    /// Text in a font with these vertical metrics (points; `pixel` the display's pixel length).
    static func text(ascent: Double, descent: Double, capHeight: Double, leading: Double, pixel: Double) -> ViewSpacing {
        let lineHeight = ascent + descent
        let boundary = (lineHeight * 0.1 / pixel).rounded(.up) * pixel
        let metrics = TextMetrics(ascent: ascent, descent: descent, leading: leading, pixel: pixel)
        let outer = lineHeight + boundary
        return ViewSpacing(top: Edge(text: metrics, aboveText: outer - ascent),
                           bottom: Edge(text: metrics, belowText: max(outer - capHeight, boundary + descent)),
                           leading: Edge(standard: standardDistance), trailing: Edge(standard: standardDistance))
    }

    /// The distance from a view with these preferences to the next one along `axis`.
    func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        axis == .vertical ? Self.distance(bottom, next.top) : Self.distance(trailing, next.leading)
    }
    /// The distance from a view with these preferences to the next one along `axis` (a custom
    /// `Layout`'s spacing between its subviews).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { CGFloat(distance(to: next, along: axis) as Double) }
    /// No preference on any edge: a spacer's, as SwiftUI's asks for none (its neighbours meet it
    /// with no distance, and a stack around it takes its other children's preferences alone).
    static let none = ViewSpacing(top: Edge(isSpacer: true), bottom: Edge(isSpacer: true), leading: Edge(isSpacer: true), trailing: Edge(isSpacer: true))
    /// No spacing on any edge.
    public static let zero = ViewSpacing(top: Edge(standard: 0), bottom: Edge(standard: 0), leading: Edge(standard: 0), trailing: Edge(standard: 0))
    /// Keeps the larger preference of each category on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: RowScene.Edge.Set = .all) {
        if edges.contains(.top) { top.merge(other.top) }
        if edges.contains(.bottom) { bottom.merge(other.bottom) }
        if edges.contains(.leading) { leading.merge(other.leading) }
        if edges.contains(.trailing) { trailing.merge(other.trailing) }
    }
    public func union(_ other: ViewSpacing, edges: RowScene.Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Between an edge and the one facing it after it. A spacer's edge (a framed spacer's, a
    /// stack of spacers') meets its neighbour with no distance.
    private static func distance(_ before: Edge, _ after: Edge) -> Double {
        if before.isSpacer || after.isSpacer { return 0 }
        var best: Double?
        func consider(_ d: Double) { best = max(best ?? d, d) }
        if let upper = before.text, let lower = after.text {
            // The lower text's leading, rounded up to a pixel.
            consider((lower.leading / upper.pixel).rounded(.up) * upper.pixel)
        }
        if let a = before.aboveText, let b = after.aboveText { consider(a + b) }
        if let a = before.belowText, let b = after.belowText { consider(a + b) }
        if let best { return best }
        switch (before.standard, after.standard) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return standardDistance
        }
    }

    /// A container's preferences from its children in order along `axis` (nil: a ZStack's, every
    /// child touching every edge): across the axis every child counts, along it the first at
    /// the start and the last at the end.
    @MainActor static func union(of children: [LayoutNode], along axis: Axis?) -> ViewSpacing {
        guard !children.isEmpty else { return .plain }
        // Each edge starts as a spacer's and stops being one when any other child touches it:
        // a container of spacers alone asks for nothing either.
        var result = ViewSpacing.none
        for (i, node) in children.enumerated() {
            let c = node.viewSpacing
            let first = i == 0, last = i == children.count - 1
            if axis != .vertical || first { result.top.merge(c.top) }
            if axis != .vertical || last { result.bottom.merge(c.bottom) }
            if axis != .horizontal || first { result.leading.merge(c.leading) }
            if axis != .horizontal || last { result.trailing.merge(c.trailing) }
        }
        return result
    }

    /// The preferences after padding on `edges`: a padded top still meets text above it with
    /// no distance of its own, a padded bottom text below it; nothing else is asked.
    func padded(top t: Bool, bottom b: Bool, leading l: Bool, trailing r: Bool) -> ViewSpacing {
        var s = self
        if t { s.top = Edge(belowText: 0) }
        if b { s.bottom = Edge(aboveText: 0) }
        if l { s.leading = Edge() }
        if r { s.trailing = Edge() }
        return s
    }
}

extension ViewSpacing {
    /// The default: 8 pt on every edge, text beside it deciding its own distance.
    public init() { self = .plain }
}
