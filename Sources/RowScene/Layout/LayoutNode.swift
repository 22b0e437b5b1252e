import RowRaster

/// A resolved view: measures itself for a proposal and draws itself into a frame.
/// Layout follows SwiftUI: the parent proposes, the child chooses its size, the parent places it.
@MainActor class LayoutNode {
    /// Spacers grow along a stack's axis from this minimum (nil for everything else).
    var spacerMinLength: Double? { nil }
    /// The width / height of a resizable image, which `aspectRatio` keeps (nil for others).
    var aspectRatio: Double? { nil }
    /// `layoutPriority`: stacks size higher priorities first (0 unless set).
    var layoutPriority: Double { 0 }
    /// `gridCellColumns` and `gridCellUnsizedAxes`: how a grid's cell spans and sizes.
    var gridCell: GridCellTraits { GridCellTraits() }
    /// `zIndex`: where a container draws the view among its siblings (0 unless set).
    var zIndex: Double { 0 }
    /// What the view asks of its neighbours' distance in a stack left to choose its spacing:
    /// plain unless it is text or passes its content's on.
    var viewSpacing: ViewSpacing { .plain }

    /// (Unchecked: read and written on the main actor, never while another access to it is
    /// open — `measure` runs between the lookup and the store.)
    @exclusivity(unchecked) private var cache = ProposalMemo<Size>()

    /// The size this view chooses for `proposal` (memoized: stacks ask several times).
    final func size(_ proposal: ProposedSize) -> Size {
        if let s = cache[proposal] { return s }
        let s = measure(proposal)
        cache.add(proposal, s)
        return s
    }

    func measure(_ proposal: ProposedSize) -> Size { .zero }

    /// The proposal the parent measured this view with for where it places it, when the parent
    /// says (set by `place(in:proposed:)`): SwiftUI lays a view out with the proposal its
    /// parent gave it, which the frame alone does not tell — a stack measured for its ideal
    /// height and one offered exactly that height may share it out differently.
    @exclusivity(unchecked) final var placedWith: ProposedSize?

    /// The proposal to lay out `frame` with: the one the parent placed the view with, when it
    /// measures to the frame; else the frame itself when the view measures to it for that
    /// proposal; else the widest proposal it was measured for that gave exactly the frame's
    /// size — so a view placed at the size it chose for a larger proposal is laid out as it
    /// was measured (a stack keeps its children's shares, ViewThatFits its choice).
    final func proposal(fitting frame: Rect) -> ProposedSize {
        let eps = 1e-9
        if let placedWith {
            let s = size(placedWith)
            if abs(s.width - frame.width) < eps, abs(s.height - frame.height) < eps { return placedWith }
        }
        let direct = ProposedSize(width: frame.width, height: frame.height)
        let measured = size(direct)
        if abs(measured.width - frame.width) < eps, abs(measured.height - frame.height) < eps { return direct }
        return cache.widestProposal(measuring: Size(width: frame.width, height: frame.height)) ?? direct
    }

    /// The proposal a container places its children with in `frame`: the one it was laid out
    /// with, where that left an axis open (and `width`/`height` says so) the frame's length on it —
    /// SwiftUI's containers place their children with their bounds.
    final func placementProposal(fitting frame: Rect, width: Bool, height: Bool) -> ProposedSize {
        let p = proposal(fitting: frame)
        return ProposedSize(width: p.width ?? (width ? frame.width : nil), height: p.height ?? (height ? frame.height : nil))
    }

    /// The value the view sets for a guide at `size` (from its leading or top edge): what an
    /// `alignmentGuide` computes, text's baselines, or a container's from its children; nil
    /// when it sets none.
    func explicitGuide(_ guide: Guide, in size: Size) -> Double? { nil }

    /// A guide's value at `size`: the view's own, else the guide's default.
    final func guide(_ guide: Guide, in size: Size) -> Double {
        (setsGuide(guide) ? explicitGuide(guide, in: size) : nil) ?? guide.defaultValue(size)
    }

    /// The guides this view may set itself (text its baselines, `alignmentGuide` its own).
    var ownGuides: Set<Guide> { [] }
    /// The children whose guides this view passes up.
    var guideChildren: [LayoutNode] { [] }
    /// Every guide the view or a descendant it passes guides up from may set: other guides take
    /// their default at once, so aligning a stack never walks subtrees that set none.
    /// (A short list: there are a handful at most, and comparing beats hashing.)
    private lazy var settableGuides: [Guide] = {
        // Most views set none, and a container's usually come from one child: share that list
        // rather than building a new one at every level.
        var guides = Array(ownGuides)
        for child in guideChildren {
            let theirs = child.settableGuides
            if theirs.isEmpty || theirs == guides { continue }
            if guides.isEmpty { guides = theirs } else { for g in theirs where !guides.contains(g) { guides.append(g) } }
        }
        return guides
    }()
    final func setsGuide(_ guide: Guide) -> Bool { settableGuides.contains(guide) }

    /// Draws the view into `frame` (points, exact: leaves snap what they draw to pixels, so
    /// rounding never changes what a container offers its children).
    func draw(in frame: Rect, _ context: inout DrawContext) throws {}

    /// How a running view graph moves this view's frame when a layout change happens under an
    /// animation (nil outside a recording graph).
    var motion: NodeMotion?
    /// Whether the frame's size animates too (text keeps its size and moves).
    var animatesSize: Bool { true }

    /// Draws the view into `frame`, which the parent chose by measuring it for `proposed`.
    final func place(in frame: Rect, proposed: ProposedSize?, _ context: inout DrawContext) throws {
        placedWith = proposed
        try place(in: frame, &context)
    }

    final func place(in frame: Rect, _ context: inout DrawContext) throws {
        guard let motion else { return try draw(in: frame, &context) }
        context.motions.append(MotionTarget(id: motion.id, frame: [frame.x, frame.y, frame.width, frame.height],
                                            transaction: motion.transaction, follows: motion.follows))
        try draw(in: motion.frame(for: frame, sizeToo: animatesSize), &context)
    }
}

/// A view's frame as the running graph shows it: where layout puts it, moved there from where it
/// was over the transaction of the change that moved it (views moving because a sibling grew,
/// a container resizing). Changes made without an animation are instant.
///
/// Plain data, taken from the graph when the view was resolved, so layout reads nothing
/// back: the frame the graph's animator showed and aimed at then. Layout works out what is
/// shown now from that and the frame it computes, and lists the frame as a `MotionTarget`,
/// which the graph records after the layout.
struct NodeMotion {
    let id: ViewID
    let transaction: Transaction
    /// Follows the frame another view animates under this identity (a leaving view matched
    /// with the one that replaces it) instead of setting its own.
    var follows = false
    /// What the identity's animator showed at this evaluation's time, and the frame it was
    /// moving to (nil: it has none yet).
    let animator: (shown: [Double], model: [Double])?

    /// The frame shown for the layout frame `frame`: the animator's as it is, unless layout
    /// moved the view without an animation (then where layout puts it), or it has none.
    func frame(for frame: Rect, sizeToo: Bool) -> Rect {
        let model = [frame.x, frame.y, frame.width, frame.height]
        guard let animator, animator.shown.count == 4 else { return frame }
        let jumps = !follows && animator.model != model && transaction.animation == nil
        let v = jumps ? model : animator.shown
        guard v != model else { return frame }
        return Rect(x: v[0], y: v[1], width: sizeToo ? max(0, v[2]) : frame.width, height: sizeToo ? max(0, v[3]) : frame.height)
    }
}

/// Where layout put a view with motion, for the graph to record once layout is done.
struct MotionTarget {
    let id: ViewID
    let frame: [Double]
    let transaction: Transaction
    let follows: Bool
}

/// Children with the frames a container gave them, in the order it draws them: by `zIndex`,
/// lowest first, equal ones in their order.
@MainActor func drawingOrder(_ children: [LayoutNode], _ frames: [Rect]) -> [(LayoutNode, Rect)] {
    drawingIndices(children, frames).map { (children[$0.0], $0.1) }
}

/// The same as indices into `children`, with their frames.
@MainActor func drawingIndices(_ children: [LayoutNode], _ frames: [Rect]) -> [(Int, Rect)] {
    let placed = Array(zip(children.indices, frames))
    guard children.contains(where: { $0.zIndex != 0 }) else { return placed }
    return placed.sorted { a, b in
        children[a.0].zIndex != children[b.0].zIndex ? children[a.0].zIndex < children[b.0].zIndex : a.0 < b.0
    }
}

/// Takes no space, draws nothing.
final class EmptyNode: LayoutNode {}

/// A node that lays out exactly as its child — size, spacer length, priority, grid span and
/// alignment guides — and changes only how (or whether) the child is drawn.
class ChildDrawingNode: LayoutNode {
    let child: LayoutNode
    init(child: LayoutNode) { self.child = child }
    override var spacerMinLength: Double? { child.spacerMinLength }
    override var layoutPriority: Double { child.layoutPriority }
    override var zIndex: Double { child.zIndex }
    override var gridCell: GridCellTraits { child.gridCell }
    override var viewSpacing: ViewSpacing { child.viewSpacing }
    override func measure(_ p: ProposedSize) -> Size { child.size(p) }
    override var guideChildren: [LayoutNode] { [child] }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? { child.explicitGuide(guide, in: size) }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws { try child.place(in: frame, proposed: placedWith, &context) }
}

/// Values by proposal for the few proposals a node is asked for: searched in order, cheaper
/// than hashing for the handful of entries a node ever holds. The first four are kept inline
/// (a stack asks each child at zero, unlimited and its share, and draws it at one), so most
/// memos allocate nothing.
struct ProposalMemo<Value> {
    private typealias Entry = (proposal: ProposedSize, value: Value)
    private var e0: Entry?, e1: Entry?, e2: Entry?, e3: Entry?
    private var more: [Entry] = []

    subscript(proposal: ProposedSize) -> Value? {
        guard let e0 else { return nil }
        if e0.proposal == proposal { return e0.value }
        guard let e1 else { return nil }
        if e1.proposal == proposal { return e1.value }
        guard let e2 else { return nil }
        if e2.proposal == proposal { return e2.value }
        guard let e3 else { return nil }
        if e3.proposal == proposal { return e3.value }
        var i = 0
        while i < more.count {
            if more[i].proposal == proposal { return more[i].value }
            i += 1
        }
        return nil
    }

    mutating func add(_ proposal: ProposedSize, _ value: Value) {
        let entry = (proposal, value)
        if e0 == nil { e0 = entry } else if e1 == nil { e1 = entry } else if e2 == nil { e2 = entry }
        else if e3 == nil { e3 = entry } else { more.append(entry) }
    }

    /// Every entry, in the order added.
    func forEach(_ body: (ProposedSize, Value) -> Void) {
        if let e0 { body(e0.proposal, e0.value) }
        if let e1 { body(e1.proposal, e1.value) }
        if let e2 { body(e2.proposal, e2.value) }
        if let e3 { body(e3.proposal, e3.value) }
        var i = 0
        while i < more.count { body(more[i].proposal, more[i].value); i += 1 }
    }
}

extension ProposalMemo where Value == Size {
    /// The widest proposal (then the tallest; no limit is widest) whose size is `size`, to 1e-9.
    func widestProposal(measuring size: Size) -> ProposedSize? {
        let eps = 1e-9
        var best: ProposedSize? = nil
        forEach { p, s in
            guard abs(s.width - size.width) < eps, abs(s.height - size.height) < eps else { return }
            if let b = best {
                let key = (p.width ?? .infinity, p.height ?? .infinity), bestKey = (b.width ?? .infinity, b.height ?? .infinity)
                if bestKey < key { best = p }
            } else {
                best = p
            }
        }
        return best
    }
}
