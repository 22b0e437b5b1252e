import RowRaster

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): fixed, flexible within bounds, or
/// adaptive — as many tracks of at least `minimum` as fit — with the spacing after it and the
/// alignment of its cells.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// A grid that fills rows of the given columns with its children in order (all of them: a
/// frame draws what it shows, so "lazy" changes nothing).
public nonisolated struct LazyVGrid: PrimitiveView {
    let columns: [GridItem], alignment: HorizontalAlignment, spacing: Double?, content: ViewList
    public init<Content: View>(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                               pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing.map(Double.init); self.content = ViewList.of(content())
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        try LazyGridNode(tracks: GridTracks(columns), axis: .vertical, children: try content.children(context), spacing: spacing,
                         alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A grid that fills columns of the given rows with its children in order.
public nonisolated struct LazyHGrid: PrimitiveView {
    let rows: [GridItem], alignment: VerticalAlignment, spacing: Double?, content: ViewList
    public init<Content: View>(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                               pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing.map(Double.init); self.content = ViewList.of(content())
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        try LazyGridNode(tracks: GridTracks(rows), axis: .horizontal, children: try content.children(context), spacing: spacing,
                         alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}

/// The tracks (columns of a vertical grid, rows of a horizontal one) and how long each is for
/// the length offered across them.
struct GridTracks {
    let items: [GridItem]
    init(_ items: [GridItem]) throws {
        for item in items {
            switch item.size {
            case .fixed(let v): try SceneError.check(Double(v), "GridItem fixed size")
            case let .flexible(lo, hi), let .adaptive(lo, hi):
                try SceneError.check(Double(lo), "GridItem minimum")
                guard Double(hi) >= Double(lo) else { throw SceneError("GridItem maximum \(hi) is below its minimum \(lo)") }
            }
            if let s = item.spacing { try SceneError.check(Double(s), "GridItem spacing", minimum: -1e6) }
        }
        self.items = items
    }

    /// The tracks' lengths and the spacing after each, for `length` across (nil: each at its minimum).
    func resolve(_ length: Double?) -> [(length: Double, spacing: Double, alignment: Alignment?)] {
        // Adaptive items become as many flexible tracks of at least their minimum as fit in the
        // space the others leave.
        let spacingOf = { (item: GridItem) in item.spacing.map(Double.init) ?? defaultStackSpacing }
        let fixedAndMinimums = items.reduce(0.0) { total, item in
            switch item.size {
            case .fixed(let v): return total + Double(v) + spacingOf(item)
            case .flexible(let lo, _): return total + Double(lo) + spacingOf(item)
            case .adaptive: return total
            }
        }
        var tracks: [(lo: Double, hi: Double, fixed: Bool, spacing: Double, alignment: Alignment?)] = []
        for item in items {
            switch item.size {
            case .fixed(let v): tracks.append((Double(v), Double(v), true, spacingOf(item), item.alignment))
            case let .flexible(lo, hi): tracks.append((Double(lo), Double(hi), false, spacingOf(item), item.alignment))
            case let .adaptive(lo, hi):
                let room = max(0, (length ?? Double(lo)) - fixedAndMinimums)
                let count = max(1, Int(((room + spacingOf(item)) / (Double(lo) + spacingOf(item))).rounded(.down)))
                for _ in 0..<min(count, 10_000) { tracks.append((Double(lo), Double(hi), false, spacingOf(item), item.alignment)) }
            }
        }
        guard !tracks.isEmpty else { return [] }
        var lengths = tracks.map(\.lo)
        if let length {
            // The flexible tracks share what the fixed ones and the spacing leave, each within
            // its bounds; what a capped track cannot take goes to the others.
            var rest = length - tracks.dropLast().reduce(0) { $0 + $1.spacing } - tracks.filter(\.fixed).reduce(0) { $0 + $1.lo }
            var open = tracks.indices.filter { !tracks[$0].fixed }
            while !open.isEmpty {
                let share = rest / Double(open.count)
                let capped = open.filter { tracks[$0].hi < share || tracks[$0].lo > share }
                if capped.isEmpty { for i in open { lengths[i] = max(0, share) }; break }
                for i in capped {
                    lengths[i] = tracks[i].hi < share ? tracks[i].hi : tracks[i].lo
                    rest -= lengths[i]
                }
                open.removeAll { capped.contains($0) }
            }
        }
        return tracks.indices.map { (lengths[$0], $0 == tracks.count - 1 ? 0 : tracks[$0].spacing, tracks[$0].alignment) }
    }
}

/// Lays children out track by track: for a vertical grid, each child in its column's width,
/// rows as tall as their tallest child, `spacing` between rows; a horizontal grid transposed.
final class LazyGridNode: LayoutNode {
    let tracks: GridTracks, axis: Axis, children: [LayoutNode], spacing: Double, alignment: Alignment
    init(tracks: GridTracks, axis: Axis, children: [LayoutNode], spacing: Double?, alignment: Alignment) throws {
        if let spacing { try SceneError.check(spacing, "grid spacing", minimum: -1e6) }
        self.tracks = tracks; self.axis = axis; self.children = children; self.spacing = spacing ?? defaultStackSpacing; self.alignment = alignment
    }

    /// Each child's cell (points, from the grid's origin) and the grid's size.
    private func cells(_ p: ProposedSize) -> (cells: [Rect], size: Size) {
        let across = axis == .vertical ? p.width : p.height
        let resolved = tracks.resolve(across)
        guard !resolved.isEmpty else { return ([], .zero) }
        let tracksLength = resolved.reduce(0) { $0 + $1.length + $1.spacing }
        var cells: [Rect] = [], along = 0.0
        var i = 0
        while i < children.count {
            let line = children[i..<min(children.count, i + resolved.count)]
            var offset = 0.0, extent = 0.0
            var sizes: [Size] = []
            for (k, child) in line.enumerated() {
                let s = axis == .vertical ? child.size(ProposedSize(width: resolved[k].length, height: nil))
                                          : child.size(ProposedSize(width: nil, height: resolved[k].length))
                sizes.append(s)
                extent = max(extent, axis == .vertical ? s.height : s.width)
            }
            for (k, s) in sizes.enumerated() {
                let a = resolved[k].alignment ?? alignment
                let cell = axis == .vertical ? Rect(x: offset, y: along, width: resolved[k].length, height: extent)
                                             : Rect(x: along, y: offset, width: extent, height: resolved[k].length)
                cells.append(Rect(x: cell.x + a.horizontal.offset(s.width, in: cell.width), y: cell.y + a.vertical.offset(s.height, in: cell.height),
                                  width: s.width, height: s.height))
                offset += resolved[k].length + resolved[k].spacing
            }
            along += extent + (i + resolved.count < children.count ? spacing : 0)
            i += resolved.count
        }
        // The grid takes the length offered across its tracks (its tracks aligned within it).
        let acrossLength = max(across ?? tracksLength, tracksLength)
        let shift = axis == .vertical ? alignment.horizontal.offset(tracksLength, in: acrossLength) : alignment.vertical.offset(tracksLength, in: acrossLength)
        let placed = cells.map { axis == .vertical ? $0.offsetBy(dx: shift, dy: 0) : $0.offsetBy(dx: 0, dy: shift) }
        return (placed, axis == .vertical ? Size(width: acrossLength, height: along) : Size(width: along, height: acrossLength))
    }

    override func measure(_ p: ProposedSize) -> Size { cells(p).size }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let laid = cells(ProposedSize(width: frame.width, height: frame.height))
        for (child, cell) in zip(children, laid.cells) {
            try child.place(in: cell.offsetBy(dx: frame.x, dy: frame.y), &context)
        }
    }
}
