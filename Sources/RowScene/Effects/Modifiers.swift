import RowRaster

// Everyday layout and drawing modifiers of rows: priorities, rotation, hiding, borders,
// backgrounds in shapes, badges, placeholders, appearance overrides, list-row settings.

extension View {
    /// Stacks offer space to higher priorities first, after keeping lower priorities' minimums.
    nonisolated public func layoutPriority(_ value: Double) -> some View { Effect(content: self, kind: .priority(value)) }
    /// Containers draw their children from the lowest `zIndex` to the highest (0 unless set;
    /// equal ones in order), so a higher one is in front and is touched first.
    nonisolated public func zIndex(_ value: Double) -> some View { Effect(content: self, kind: .zIndex(value)) }

    /// Rotates the drawing about `anchor` (layout is unchanged).
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        Effect(content: self, kind: .rotate(angle.radians, anchor: anchor))
    }

    /// Rotates the drawing in space about `axis` through `anchor` (layout is unchanged). The
    /// screen shows the rotated plane exactly when it stays parallel to the screen (about z, or a
    /// half turn that flips it); otherwise RowFrame draws its orthographic projection — no
    /// perspective foreshortening — and says so in a warning.
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                             anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        Effect(content: self, kind: .rotate3D(angle.radians, axis: [Double(axis.x), Double(axis.y), Double(axis.z)], anchor: anchor,
                                              anchorZ: Double(anchorZ), perspective: Double(perspective)))
    }

    /// In a right-to-left layout, draws the view mirrored (directional artwork); nothing changes
    /// left to right.
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        RightToLeftFlip(content: self, enabled: enabled)
    }

    /// Keeps the view's space but draws nothing.
    nonisolated public func hidden() -> some View { Effect(content: self, kind: .opacity(0)) }

    /// A border of `width` points drawn inside the frame.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// A style filling the view's frame, behind it (`.background(.secondary)`).
    @_disfavoredOverload
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(SafeAreaIgnoring(content: Rectangle().fill(style), edges: edges))
    }
    /// The default background style filling the view's frame, behind it (`.background()`).
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
    /// A style filling a shape the size of the view, behind it (`.background(.blue, in: .capsule)`).
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style))
    }
    /// The background style (systemBackground) in a shape.
    nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(Color(UIColor.systemBackground)))
    }
    /// The same for overlays.
    @_disfavoredOverload
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style))
    }
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style))
    }

    /// Two or three levels of foreground style: `.secondary` and `.tertiary` content uses them.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        EnvironmentModifier(content: self) {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.hierarchicalStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary)]
        }
    }
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        EnvironmentModifier(content: self) {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.hierarchicalStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        }
    }

    /// Draws in the given appearance whatever the environment's.
    nonisolated public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        EnvironmentModifier(content: self) { if let scheme { $0.colorScheme = scheme } }
    }
    /// The view and its content in the given appearance (the older name of setting
    /// `\.colorScheme`).
    nonisolated public func colorScheme(_ scheme: ColorScheme) -> some View {
        EnvironmentModifier(content: self) { $0.colorScheme = scheme }
    }
    /// Extends the view into the screen's safe area at the edges it touches (a render of a screen
    /// with `safeAreaInsets`; a row has none, and a keyboard never shows).
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        SafeAreaIgnoring(content: self, edges: regions.contains(.container) ? edges : [])
    }
    /// `ignoresSafeArea(edges:)`'s older name.
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { SafeAreaIgnoring(content: self, edges: edges) }
    /// Text and symbols at a Dynamic Type size.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { EnvironmentModifier(content: self) { $0.dynamicTypeSize = size } }
    /// Text and symbols within a range of Dynamic Type sizes (`...`, `..<`, `...` from a size): the
    /// environment's, clamped to the nearest size in the range.
    nonisolated public func dynamicTypeSize<R: RangeExpression & Sendable>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
        EnvironmentModifier(content: self) { env in
            let allowed = DynamicTypeSize.allCases.filter(range.contains)
            guard let first = allowed.first, let last = allowed.last, !range.contains(env.dynamicTypeSize) else { return }
            env.dynamicTypeSize = env.dynamicTypeSize < first ? first : last
        }
    }

    /// A count or label shown with a list row: trailing secondary text, as iOS draws a row badge.
    nonisolated public func badge(_ count: Int) -> some View { badge(count == 0 ? nil : Text("\(count)")) }
    nonisolated public func badge(_ label: Text?) -> some View {
        HStack(spacing: 8) {
            self
            if let label {
                Spacer(minLength: 0)
                label.foregroundStyle(.secondary)
            }
        }
    }
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View { badge(label.map { Text($0) }) }

    /// Draws text as rounded boxes and images as faded shapes (`redacted(reason: .placeholder)`).
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        EnvironmentModifier(content: self) { if reason.contains(.placeholder) { $0.redactionReasons.insert(.placeholder) } }
    }
    nonisolated public func unredacted() -> some View { EnvironmentModifier(content: self) { $0.redactionReasons = [] } }

    // List rows: the settings a List reads from its rows.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { ListRowSetting(content: self) { $0.insets = insets } }
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { ListRowSetting(content: self) { $0.background = view.map { AnyView($0) } } }
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowSetting(content: self) { $0.separator = visibility }
    }
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        ListRowSetting(content: self) { $0.separatorTint = color }
    }
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { Inert(content: self) }
    /// Sets where the view lines up with its siblings for an alignment (from its leading edge).
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> some View {
        AlignmentGuide(content: self, guide: .horizontal(g), compute: computeValue)
    }
    /// Sets where the view lines up with its siblings for an alignment (from its top edge).
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> some View {
        AlignmentGuide(content: self, guide: .vertical(g), compute: computeValue)
    }
}

/// Why content is redacted.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Vertical edges (list separators).
public enum VerticalEdge: Sendable, Hashable {
    case top, bottom
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2), all: Set = [.top, .bottom]
    }
}

/// `flipsForRightToLeftLayoutDirection`: the content mirrored about its centre when the layout
/// runs right to left.
nonisolated struct RightToLeftFlip: PrimitiveView, ContentModifier {
    var content: any View
    let enabled: Bool
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let node = try context.resolve(content)
        guard enabled, context.environment.layoutDirection == .rightToLeft else { return node }
        return EffectNode(child: node, kind: .scale(x: -1, y: 1, anchor: .center), environment: context.environment)
    }
}

/// A view's size and alignment guides, as an `alignmentGuide` closure sees them.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    let explicit: (Guide) -> Double?
    public subscript(guide: HorizontalAlignment) -> Double { explicit(.horizontal(guide)) ?? guide.defaultValue(width, height: height) }
    public subscript(guide: VerticalAlignment) -> Double { explicit(.vertical(guide)) ?? guide.defaultValue(height, width: width) }
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicit(.horizontal(guide)) }
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicit(.vertical(guide)) }
}

/// `alignmentGuide`: the content with one guide set by a closure of its dimensions.
nonisolated struct AlignmentGuide: PrimitiveView, ContentModifier {
    var content: any View, guide: Guide, compute: (ViewDimensions) -> Double
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        AlignmentGuideNode(child: try context.resolve(content), guide: guide, compute: compute)
    }
}

final class AlignmentGuideNode: LayoutNode {
    let child: LayoutNode, guideSet: Guide, compute: (ViewDimensions) -> Double
    init(child: LayoutNode, guide: Guide, compute: @escaping (ViewDimensions) -> Double) {
        self.child = child; self.guideSet = guide; self.compute = compute
    }
    override var spacerMinLength: Double? { child.spacerMinLength }
    override var layoutPriority: Double { child.layoutPriority }
    override var zIndex: Double { child.zIndex }
    override var gridCell: GridCellTraits { child.gridCell }
    override var viewSpacing: ViewSpacing { child.viewSpacing }
    override func measure(_ p: ProposedSize) -> Size { child.size(p) }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws { try child.place(in: frame, proposed: placedWith, &context) }
    override var ownGuides: Set<Guide> { [guideSet] }
    override var guideChildren: [LayoutNode] { [child] }
    /// The closure's value at each size it was asked for. SwiftUI computes a view's guide once
    /// for the dimensions it lays it out at; the tag clouds apps built before `Layout` depend on
    /// that, moving a running pen in the closures (a stack asking again for its own guides, or
    /// for one axis alone, must not move the pen again).
    private var computed: [Size: Double?] = [:]
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? {
        guard guide == guideSet else { return child.explicitGuide(guide, in: size) }
        if let known = computed[size] { return known }
        let value = compute(ViewDimensions(width: size.width, height: size.height) { [child] in child.explicitGuide($0, in: size) })
        computed[size] = value.isFinite ? value : nil
        return value.isFinite ? value : nil
    }
}

/// What a List reads from a row's modifiers.
struct ListRowSettings {
    var insets: EdgeInsets??
    var background: AnyView??
    var separator: Visibility?
    var separatorTint: Color??
    /// `swipeActions`, innermost first.
    var swipeActions: [SwipeActionSet] = []

    /// Whether any setting is made.
    var isSet: Bool { insets != nil || background != nil || separator != nil || separatorTint != nil || !swipeActions.isEmpty }
    /// The settings `inner` makes, over these (set nearer the row's content, they win).
    mutating func take(_ inner: ListRowSettings) {
        if let v = inner.insets { insets = v }
        if let v = inner.background { background = v }
        if let v = inner.separator { separator = v }
        if let v = inner.separatorTint { separatorTint = v }
        swipeActions = inner.swipeActions + swipeActions
    }
}

/// The actions `swipeActions` puts on one edge of a row.
struct SwipeActionSet {
    let edge: SwipeEdge
    let actions: any View
    /// How wide an action's tile opens (assumed: iOS's icon tiles are about 74 pt).
    static let tileWidth = 74.0
}

/// A row's list settings, kept on the row and read by the List that holds it.
/// Outside a List, a swiped view draws its own swipe actions.
nonisolated struct ListRowSetting: PrimitiveView, ContentModifier {
    var content: any View
    let change: (inout ListRowSettings) -> Void
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        // The settings of every modifier in the chain apply together (a row with leading and
        // trailing actions is one swipeable row).
        var settings = ListRowSettings()
        change(&settings)
        var view = content
        while let inner = view as? ListRowSetting {
            inner.change(&settings)
            view = inner.content
        }
        guard !settings.swipeActions.isEmpty else { return try context.resolve(view) }
        return try context.resolve(SwipeableRow(content: view, settings: settings))
    }
}

/// A row with swipe actions: drawn swiped by the environment's `swipeOffset` when set, else —
/// under a running view graph — by touches (the offset is state the graph keeps for the row).
nonisolated struct SwipeableRow: PrimitiveView {
    let content: any View
    let settings: ListRowSettings
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        var offset = context.environment.swipeOffset
        var recognizer: (@MainActor (GestureSink) -> GestureRecognizer)? = nil
        if offset == 0, let graph = context.graph, context.environment.allowsHitTesting {
            let box = graph.box(context.id.slot(.value("swipe")), initial: 0.0)
            offset = context.animate(box.value, as: "swipe.shown")
            let widths = settings.swipeWidths, feedback = context.environment.swipeActionsFeedback
            recognizer = { _ in SwipeRecognizer(offset: box, leadingWidth: widths.leading, trailingWidth: widths.trailing, feedback: feedback) }
        }
        var node: LayoutNode
        if let set = settings.revealedSwipe(offset) {
            node = try context.resolve(SwipedRow(content: AnyView(content), set: set, offset: offset))
        } else {
            node = try context.resolve(content)
        }
        if let recognizer { node = HitTargetNode(child: node, make: recognizer, priority: .system) }
        return node
    }
}

/// What a touch does to a row's swipe actions, for a design system's feedback (a RowFrame
/// addition: SwiftUI reports nothing of a swipe to the row).
public enum SwipeActionsFeedback: Sendable, Equatable {
    /// The swipe passed half of the revealed actions' width (once per swipe).
    case crossedHalf
    /// Released, it settles open.
    case opened
}

/// `onSwipeActionsFeedback`'s action, kept in the environment.
struct SwipeActionsFeedbackHandler: @unchecked Sendable {
    let action: @MainActor (SwipeActionsFeedback) -> Void
}

extension View {
    /// Calls `action` as a touch swipes the rows with `swipeActions` inside this view (put it
    /// outside their `swipeActions`): `.crossedHalf` when a swipe first passes half of the
    /// revealed actions' width, `.opened` when a released swipe settles open. A RowFrame
    /// addition, for feedback such as haptics.
    nonisolated public func onSwipeActionsFeedback(_ action: @escaping @MainActor (SwipeActionsFeedback) -> Void) -> some View {
        EnvironmentModifier(content: self) { $0.swipeActionsFeedback = SwipeActionsFeedbackHandler(action: action) }
    }
}

extension ListRowSettings {
    /// How wide each edge's actions open: `SwipeActionSet.tileWidth` per action.
    var swipeWidths: (leading: Double, trailing: Double) {
        func width(_ edge: SwipeEdge) -> Double {
            guard let set = swipeActions.last(where: { $0.edge == edge }) else { return 0 }
            return Double(ViewList.elements(of: set.actions).count) * SwipeActionSet.tileWidth
        }
        return (width(.leading), width(.trailing))
    }

    /// The actions a swipe of `offset` points reveals (nil at rest or with none on that edge).
    func revealedSwipe(_ offset: Double) -> SwipeActionSet? {
        guard offset != 0, offset.isFinite else { return nil }
        return swipeActions.last { $0.edge == (offset < 0 ? .trailing : .leading) }
    }
}

/// A row swiped by `offset` points: the row moves, and the revealed strip shows the actions
/// as iOS's tiles, side by side and as tall as the row (the first action outermost).
struct SwipedRow: View {
    let content: AnyView, set: SwipeActionSet, offset: Double
    var body: some View {
        content.offset(x: offset)
            .background(alignment: set.edge == .trailing ? .trailing : .leading) {
                SwipeActionStrip(actions: set.actions, edge: set.edge).frame(width: abs(offset))
            }
            .clipped()
    }
}

/// The action tiles of a swipe, each a button drawn as a tile.
nonisolated struct SwipeActionStrip: PrimitiveView {
    let actions: any View, edge: SwipeEdge
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        var tiles = ViewList.elements(of: actions)
        if edge == .trailing { tiles.reverse() }
        return try context.resolve(HStack(spacing: 0) {
            ForEach(0..<tiles.count) { i in
                AnyView(tiles[i]).environment(\.isSwipeAction, true).frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        })
    }

}


/// The parts of the safe area `ignoresSafeArea` names: the container's (bars, the home
/// indicator) and the keyboard's.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `ignoresSafeArea`: the view laid out and drawn in its frame grown to the screen's edges on
/// the sides where the frame reaches the safe area's edge.
nonisolated struct SafeAreaIgnoring: PrimitiveView, ContentModifier {
    var content: any View
    let edges: Edge.Set
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        SafeAreaIgnoringNode(child: try context.resolve(content), edges: edges)
    }
}

final class SafeAreaIgnoringNode: ChildDrawingNode {
    let edges: Edge.Set
    init(child: LayoutNode, edges: Edge.Set) { self.edges = edges; super.init(child: child) }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        guard let area = context.safeArea, !edges.isEmpty else { return try super.draw(in: frame, &context) }
        let eps = 0.5
        var minX = frame.x, minY = frame.y, maxX = frame.x + frame.width, maxY = frame.y + frame.height
        if edges.contains(.top), minY <= area.safe.y + eps { minY = min(minY, area.screen.y) }
        if edges.contains(.bottom), maxY >= area.safe.y + area.safe.height - eps { maxY = max(maxY, area.screen.y + area.screen.height) }
        if edges.contains(.leading), minX <= area.safe.x + eps { minX = min(minX, area.screen.x) }
        if edges.contains(.trailing), maxX >= area.safe.x + area.safe.width - eps { maxX = max(maxX, area.screen.x + area.screen.width) }
        let grown = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard grown != frame else { return try super.draw(in: frame, &context) }
        try child.place(in: grown, proposed: ProposedSize(width: grown.width, height: grown.height), &context)
    }
}

/// The root of a screen with a safe area: laid out inside it, on a canvas of the whole screen.
final class SafeAreaRootNode: LayoutNode {
    let child: LayoutNode, insets: EdgeInsets, screen: Size
    init(child: LayoutNode, insets: EdgeInsets, screen: Size) { self.child = child; self.insets = insets; self.screen = screen }
    override var guideChildren: [LayoutNode] { [child] }
    private var safe: Rect {
        Rect(x: Double(insets.leading), y: Double(insets.top), width: max(0, screen.width - Double(insets.leading + insets.trailing)),
             height: max(0, screen.height - Double(insets.top + insets.bottom)))
    }
    override func measure(_ p: ProposedSize) -> Size { screen }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let safe = self.safe.offsetBy(dx: frame.x, dy: frame.y)
        let saved = context.safeArea
        context.safeArea = (screen: frame, safe: safe)
        defer { context.safeArea = saved }
        let proposal = ProposedSize(width: safe.width, height: safe.height)
        let s = child.size(proposal)
        // The content sits in the safe area as a hosting view places it: centred.
        let placed = Rect(x: safe.x + (safe.width - s.width) / 2, y: safe.y + (safe.height - s.height) / 2, width: s.width, height: s.height)
        try child.place(in: placed, proposed: proposal, &context)
    }
}
