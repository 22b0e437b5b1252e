import RowRaster

/// SwiftUI's `Grid`: rows of cells in columns as wide as their widest cell, rows as tall as
/// their tallest; a view that is not a `GridRow` (a `Divider`, say) spans every column. When the
/// columns' ideal widths do not fit, the space is shared as a stack shares it: narrow columns
/// keep their width, wide ones split the rest; when they fit, columns holding a view that grows
/// (a shape, a `maxWidth: .infinity` frame) share what is left, as a stack's flexible children
/// do. `gridCellColumns(_:)` spans cells; `gridCellUnsizedAxes(_:)` takes the cell out of its
/// column's width or row's height, and it fills what the others make.
public nonisolated struct Grid: PrimitiveView {
    let alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, content: ViewList
    public init<Content: View>(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing.map(Double.init); self.verticalSpacing = verticalSpacing.map(Double.init)
        self.content = ViewList.of(content())
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        for (v, name) in [(horizontalSpacing, "horizontalSpacing"), (verticalSpacing, "verticalSpacing")] {
            if let v { try SceneError.check(v, "Grid \(name)") }
        }
        var rows: [GridNode.Row] = []
        for view in try context.flatten(content) {
            if let row = view as? GridRow {
                let cells = try row.content.children(context).map { GridNode.Cell(node: $0, span: $0.gridCell.columns, unsized: $0.gridCell.unsized) }
                rows.append(.cells(cells, row.alignment))
            } else {
                rows.append(.spanning(try context.resolve(view)))
            }
        }
        return GridNode(rows: rows, alignment: alignment, hSpacing: horizontalSpacing ?? defaultStackSpacing,
                        vSpacing: verticalSpacing ?? defaultStackSpacing)
    }
}

/// One row of a `Grid`: each child is a cell.
public nonisolated struct GridRow: PrimitiveView {
    let alignment: VerticalAlignment?, content: ViewList
    public init<Content: View>(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = ViewList.of(content())
    }
    // Outside a Grid, a row's cells stand side by side.
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        StackNode(axis: .horizontal, children: try content.children(context), spacing: defaultStackSpacing,
                  cross: Alignment(horizontal: .center, vertical: alignment ?? .center))
    }
}

extension View {
    /// The cell spans `count` columns of its grid row.
    nonisolated public func gridCellColumns(_ count: Int) -> some View { Effect(content: self, kind: .gridCell(columns: count, unsized: nil)) }
    /// Accepted; cells align by the grid's and row's alignment.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { Inert(content: self) }
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View { Inert(content: self) }
    /// The cell does not size its column (horizontal) or row (vertical): it is given theirs.
    nonisolated public func gridCellUnsizedAxes(_ axes: AxisSet) -> some View { Effect(content: self, kind: .gridCell(columns: nil, unsized: axes)) }
}

/// How a grid cell spans and sizes (`gridCellColumns`, `gridCellUnsizedAxes`).
struct GridCellTraits {
    var columns = 1
    var unsized: AxisSet = []
}

final class GridNode: LayoutNode {
    struct Cell { let node: LayoutNode; let span: Int; let unsized: AxisSet }
    enum Row {
        case cells([Cell], VerticalAlignment?)
        case spanning(LayoutNode)
    }
    let rows: [Row], alignment: Alignment, hSpacing: Double, vSpacing: Double
    let columnCount: Int

    init(rows: [Row], alignment: Alignment, hSpacing: Double, vSpacing: Double) {
        self.rows = rows; self.alignment = alignment; self.hSpacing = hSpacing; self.vSpacing = vSpacing
        columnCount = rows.map { if case let .cells(c, _) = $0 { return c.reduce(0) { $0 + $1.span } }; return 0 }.max() ?? 0
    }

    /// Each column's width for a proposed width: ideal widths of single-column cells, shared
    /// like a stack's space when they do not fit; when they do, the columns that can grow share
    /// what is left equally, each up to its widest cell's largest width.
    func columnWidths(_ width: Double?) -> [Double] {
        var ideal = [Double](repeating: 0, count: columnCount), most = ideal
        for case let .cells(cells, _) in rows {
            var c = 0
            for cell in cells {
                if cell.span == 1 && !cell.unsized.contains(.horizontal) {
                    ideal[c] = max(ideal[c], cell.node.size(ProposedSize(width: nil, height: nil)).width)
                    most[c] = max(most[c], cell.node.size(ProposedSize(width: .infinity, height: nil)).width)
                }
                c += cell.span
            }
        }
        guard let width else { return ideal }
        var remaining = max(0, width - hSpacing * Double(max(0, columnCount - 1)))
        let total = ideal.reduce(0, +)
        if total <= remaining {
            // Room to spare: the growing columns share it, the narrowest maximum served first.
            var result = ideal
            var growing = ideal.indices.filter { most[$0] > ideal[$0] + 1e-9 }
            guard !growing.isEmpty, width.isFinite else { return ideal }
            remaining -= ideal.indices.filter { !growing.contains($0) }.reduce(0) { $0 + ideal[$1] }
            growing.sort { most[$0] != most[$1] ? most[$0] < most[$1] : $0 < $1 }
            for (k, i) in growing.enumerated() {
                result[i] = min(most[i], max(ideal[i], remaining / Double(growing.count - k)))
                remaining -= result[i]
            }
            return result
        }
        var result = ideal
        let order = ideal.indices.sorted { ideal[$0] != ideal[$1] ? ideal[$0] < ideal[$1] : $0 < $1 }
        for (k, i) in order.enumerated() {
            result[i] = min(ideal[i], remaining / Double(columnCount - k))
            remaining -= result[i]
        }
        return result
    }

    /// Every row's cells (with their frames relative to the grid's origin) for a proposed width.
    func layout(_ width: Double?) -> (size: Size, placed: [(LayoutNode, Rect, Alignment)]) {
        let columns = columnWidths(width)
        // Views spanning a grid without cells take the proposed width, or their own ideal one.
        let gridWidth = columnCount > 0 ? columns.reduce(0, +) + hSpacing * Double(columnCount - 1)
            : width ?? rows.map { if case let .spanning(n) = $0 { return n.size(ProposedSize(width: nil, height: nil)).width }; return 0 }.max() ?? 0
        var y = 0.0
        var placed: [(LayoutNode, Rect, Alignment)] = []
        for (r, row) in rows.enumerated() {
            if r > 0 { y += vSpacing }
            switch row {
            case let .spanning(node):
                let s = node.size(ProposedSize(width: gridWidth, height: nil))
                placed.append((node, Rect(x: 0, y: y, width: gridWidth, height: s.height), Alignment(horizontal: alignment.horizontal, vertical: .center)))
                y += s.height
            case let .cells(cells, rowAlignment):
                var x = 0.0, c = 0
                var frames: [(LayoutNode, Double, Double)] = []   // node, x, width
                for cell in cells where c < columnCount {
                    let span = min(cell.span, columnCount - c)
                    let w = columns[c..<(c + span)].reduce(0, +) + hSpacing * Double(span - 1)
                    frames.append((cell.node, x, w))
                    x += w + hSpacing
                    c += span
                }
                let sized = frames.indices.filter { !cells[$0].unsized.contains(.vertical) }
                let height = sized.map { frames[$0].0.size(ProposedSize(width: frames[$0].2, height: nil)).height }.max() ?? 0
                let cellAlignment = Alignment(horizontal: alignment.horizontal, vertical: rowAlignment ?? alignment.vertical)
                for (node, fx, fw) in frames { placed.append((node, Rect(x: fx, y: y, width: fw, height: height), cellAlignment)) }
                y += height
            }
        }
        return (Size(width: gridWidth, height: y), placed)
    }

    override func measure(_ p: ProposedSize) -> Size { layout(p.width).size }

    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        for (node, cell, cellAlignment) in layout(proposal(fitting: frame).width).placed {
            let s = node.size(ProposedSize(width: cell.width, height: cell.height))
            try node.place(in: cellAlignment.place(s, in: Rect(x: frame.x + cell.x, y: frame.y + cell.y, width: cell.width, height: cell.height)), &context)
        }
    }
}
