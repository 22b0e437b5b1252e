import Foundation
import UniformTypeIdentifiers
/// A piece of UI, described the way SwiftUI describes it: a `body` built from other views,
/// down to the primitives RowScene lays out and draws.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public var body: Never { return fatalError("Never has no body") }
}

/// A view RowScene knows how to lay out and draw itself (its `body` is never called).
@MainActor protocol PrimitiveView: View where Body == Never {
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode
    /// What the view wraps, when it is a modifier (nil for any other view).
    nonisolated var modifiedContent: (any View)? { get }
    /// Whether the view stands for several views in a builder's list (or may: a list, a
    /// group, a `ForEach`, an `if`).
    nonisolated var listsSeveral: Bool { get }
}

extension PrimitiveView {
    public var body: Never { return fatalError("\(Self.self) is a primitive view") }
    nonisolated var modifiedContent: (any View)? { nil }
    nonisolated var listsSeveral: Bool { false }
}

/// Builds views from `if`/`else`, optionals, loops and sequences of statements, like
/// SwiftUI's `ViewBuilder`, with SwiftUI's result types where code can see them: nothing is an
/// `EmptyView`, one view is that view (so `{ Text("a") }` is a `() -> Text`), several views are
/// a list of them in order, type-erased (SwiftUI's `TupleView`).
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> ViewList {
        var views: [any View] = []
        for view in repeat each content { views.append(ViewList.element(view)) }
        return ViewList(views)
    }
    // Each statement keeps its position whatever it shows, so the views after it keep their
    // identity. The sides of an `if`/`else` (and the cases of a `switch`) are different views:
    // each is a part with its own identity, so a side that comes and goes appears and
    // disappears, and state does not pass from one side to the other; an absent `if` is an
    // empty part. A loop's views are one part, identified by their positions within it.
    public static func buildOptional<Content: View>(_ content: Content?) -> OptionalContent<Content> {
        OptionalContent(part: ListPart(.branch(0), content.map(ViewList.of) ?? ViewList([])))
    }
    public static func buildEither<First: View>(first: First) -> ListPart { ListPart(.branch(1), ViewList.of(first)) }
    public static func buildEither<Second: View>(second: Second) -> ListPart { ListPart(.branch(2), ViewList.of(second)) }
    public static func buildArray<Content: View>(_ parts: [Content]) -> ListPart { ListPart(.branch(3), ViewList(parts.flatMap { ViewList.of($0).views })) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// An ordered list of views (what a `ViewBuilder` produces); in a stack, each is a child.
public nonisolated struct ViewList: PrimitiveView {
    var listsSeveral: Bool { true }
    let views: [any View]
    init(_ views: [any View]) { self.views = views }
    /// What a builder's result lists: a list as it is, any other view as a list of one.
    static func of(_ view: any View) -> ViewList { view as? ViewList ?? ViewList([element(view)]) }
    /// A builder's element as lists hold it (an optional's part as that part).
    static func element(_ view: any View) -> any View { (view as? any BuilderPart)?.part ?? view }

    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let nodes = try children(context)
        return nodes.count == 1 ? nodes[0] : ZStackNode(children: nodes, alignment: .center)
    }

    /// The position of each element is part of its identity.
    @MainActor private func indexed(_ context: ResolveContext, _ i: Int) -> ResolveContext {
        var c = context
        c.id = context.id.child(index: i)
        return c
    }

    /// The views a builder listed, unevaluated: lists, groups and ForEach opened, empty views
    /// dropped; each element's body is evaluated later, in the environment it is placed in
    /// (a list's rows, a swipe's action tiles).
    static func elements(of view: any View) -> [any View] {
        if let spread = spreading(view) { return elements(of: spread) }
        switch view {
        case let list as ViewList: return list.views.flatMap { elements(of: $0) }
        case let group as Group: return elements(of: group.content)
        case let each as ForEach: return elements(of: each.content)
        case let part as ListPart: return elements(of: part.content)
        case let optional as BuilderPart: return elements(of: optional.part)
        case is EmptyView: return []
        default: return [view]
        }
    }

    /// The resolved children, with nested lists, groups and ForEach flattened.
    /// Under a running graph, removed children still playing a removal transition are kept
    /// in place (`ViewGraph.reconcile`); `propagating`: the list is one part of an outer list
    /// (an `if` side, a `ForEach` element), which then carries its first child's own transition.
    /// `stackAxis`: the axis of the stack the children are laid out in (nil: another container),
    /// which a divider among them runs across.
    @MainActor func children(_ context: ResolveContext, propagating: Bool = false, stackAxis: Axis? = nil) throws -> [LayoutNode] {
        var context = context
        context.stackAxis = stackAxis
        guard let graph = context.graph, graph.isRecording else {
            return try views.indices.flatMap { try indexed(context, $0).resolveChildren(views[$0]) }
        }
        let saved = graph.elementTransition
        var elements: [ViewGraph.Element] = []
        elements.reserveCapacity(views.count)
        for i in views.indices {
            let c = indexed(context, i)
            graph.elementTransition = nil
            let nodes = try c.resolveChildren(views[i])
            let view = views[i]
            // Without a transition of its own, a view that comes and goes (an `if` side, a
            // `ForEach` element) fades in and out, as SwiftUI's default transition does.
            let part = view as? ListPart
            let fadesByDefault = graph.elementTransition == nil && part != nil
            let transition = fadesByDefault ? AnyTransition.opacity : graph.elementTransition
            // An element that may leave with a transition can be resolved again while it does.
            var resolve: (@MainActor (ViewGraph) throws -> [LayoutNode])? = nil
            if transition != nil {
                // Kept by the graph: the context it keeps must not keep the graph (a cycle).
                var kept = c
                kept.graph = nil
                resolve = { graph in
                    var context = kept
                    context.graph = graph
                    return try context.removed().resolveChildren(view)
                }
            }
            let id = part?.identify(c).id ?? c.id
            elements.append(ViewGraph.Element(id: id, nodes: nodes, transition: transition, fadesByDefault: fadesByDefault, resolve: resolve))
        }
        let first = elements.first.flatMap { $0.fadesByDefault ? nil : $0.transition }
        graph.elementTransition = saved ?? (propagating ? first : nil)
        return try graph.reconcile(container: context.id, elements, transaction: context.transaction)
    }
}

/// A modifier: a view that wraps one content view (padding, a frame, a background, an
/// environment value, a gesture, `onAppear`, a custom `ViewModifier`, …).
protocol ContentModifier: PrimitiveView {
    nonisolated var content: any View { get set }
}

extension ContentModifier {
    nonisolated var modifiedContent: (any View)? { content }
}

extension ViewList {
    /// A modifier of several views as SwiftUI applies it: to each of them. `Group { A; B }
    /// .padding()` in a stack is `A.padding()` and `B.padding()`, two children one below the
    /// other; the same for a `ForEach`, an `if`/`else` side and any list a builder made. The
    /// list keeps its structure (parts and `ForEach` elements keep their identities); nil when
    /// `view` is not a modifier of several views.
    static func spreading(_ view: any View) -> (any View)? {
        guard let primitive = view as? any PrimitiveView else { return nil }
        return spreading(primitive)
    }

    /// `spreading` for a primitive view (asked through its protocol: no casts for the
    /// common case of a modifier of one view).
    static func spreading(_ view: any PrimitiveView) -> (any View)? {
        guard let content = view.modifiedContent, isSeveral(content), let modifier = view as? any ContentModifier else { return nil }
        return spread(modifier.content) { leaf in
            var each = modifier
            each.content = leaf
            return each
        }
    }

    /// Whether `view` stands for several views in a list (or may: an `if`, a `ForEach`).
    private static func isSeveral(_ view: any View) -> Bool {
        guard let primitive = view as? any PrimitiveView else { return false }
        if primitive.listsSeveral { return true }
        return primitive.modifiedContent.map(isSeveral) ?? false
    }

    /// `view`'s list with `wrap` applied to each view in it.
    private static func spread(_ view: any View, _ wrap: (any View) -> any View) -> any View {
        switch view {
        case let list as ViewList: return ViewList(list.views.map { spread($0, wrap) })
        case let group as Group: return Group(list: ViewList.of(spread(group.content, wrap)))
        case let each as ForEach: return ForEach(list: ViewList.of(spread(each.content, wrap)))
        case let part as ListPart: return ListPart(part.key, ViewList.of(spread(part.content, wrap)))
        case let optional as any BuilderPart: return spread(optional.part, wrap)
        case is EmptyView: return view
        case let modifier as any ContentModifier where isSeveral(modifier.content):
            return spread(modifier.content) { leaf in
                var each = modifier
                each.content = leaf
                return wrap(each)
            }
        default: return wrap(view)
        }
    }
}

/// Nothing: takes no space and draws nothing.
public nonisolated struct EmptyView: PrimitiveView {
    public init() {}
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { EmptyNode() }
}

/// Groups views without a layout of its own: in a stack, its children are the stack's children.
public nonisolated struct Group: PrimitiveView {
    var listsSeveral: Bool { true }
    let content: ViewList
    public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = ViewList.of(content()) }
    init(list: ViewList) { content = list }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { try content.makeNode(context) }
}

/// One view per element of a collection; each element's views are identified by the
/// element's id (so state and animations follow an element when the collection changes).
public nonisolated struct ForEach: PrimitiveView {
    var listsSeveral: Bool { true }
    let content: ViewList
    public init<Data: RandomAccessCollection, ID: Hashable, Content: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                          @ViewBuilder content: (Data.Element) -> Content) {
        self.content = ViewList(data.map { ListPart(.element(AnyHashable($0[keyPath: id])), ViewList.of(content($0))) })
    }
    public init<Data: RandomAccessCollection, Content: View>(_ data: Data, @ViewBuilder content: (Data.Element) -> Content) where Data.Element: Identifiable {
        self.content = ViewList(data.map { ListPart(.element(AnyHashable($0.id)), ViewList.of(content($0))) })
    }
    public init<Content: View>(_ range: Range<Int>, @ViewBuilder content: (Int) -> Content) {
        self.content = ViewList(range.map { ListPart(.element(AnyHashable($0)), ViewList.of(content($0))) })
    }
    init(list: ViewList) { content = list }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { try content.makeNode(context) }

    // Editing a list's rows (swipe to delete, drag to move, drop to insert): a frame edits
    // nothing, so the actions are accepted and the rows stay as they are.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ForEach { self }
}

/// The views a builder listed (lists, groups, `ForEach` and conditionals opened, empty views
/// dropped), for framework modules whose content is written as views: Charts' marks, MapKit's
/// markers.
@_spi(Frameworks) public func builderElements(of view: any View) -> [any View] { ViewList.elements(of: view) }

/// A view that stands in a builder's list for a part (so its type can name what it holds).
protocol BuilderPart { var part: ListPart { get } }

/// What an `if` without an `else` builds: the part that holds its content when the condition
/// holds, or nothing (SwiftUI's `Optional<Content>`).
public nonisolated struct OptionalContent<Content: View>: PrimitiveView, BuilderPart {
    var listsSeveral: Bool { true }
    let part: ListPart
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { try ViewList([part]).makeNode(context) }
}

/// Part of a builder's list with an identity of its own: one side of an `if`/`else`, or one
/// element of a `ForEach`. Flattened like a group wherever children are listed.
public nonisolated struct ListPart: PrimitiveView {
    var listsSeveral: Bool { true }
    enum Key { case branch(Int), element(AnyHashable) }
    let key: Key
    let content: ViewList
    init(_ key: Key, _ content: ViewList) { self.key = key; self.content = content }

    @MainActor func identify(_ context: ResolveContext) -> ResolveContext {
        var c = context
        switch key {
        case .branch(let n): c.id = context.id.child(branch: n)
        case .element(let k): c.id = context.id.child(key: k)
        }
        return c
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { try content.makeNode(identify(context)) }
}

/// A type-erased view.
public nonisolated struct AnyView: PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    /// A view already type-erased (SwiftUI's `AnyView(erasing:)`).
    public init(erasing view: any View) { self.view = view }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { try context.resolve(view) }
}

// SwiftUI's collection edits that `onDelete` and `onMove` handlers call.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the given offsets.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}
extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at offset `destination` (as
    /// counted before the move), keeping their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}

/// One of two views (`_ConditionalContent`), the type SwiftUI gives an `if`/`else`'s result and
/// some views' content (an `AsyncImage` with a placeholder): each branch keeps its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    init(trueContent: TrueContent) { storage = .trueContent(trueContent) }
    init(falseContent: FalseContent) { storage = .falseContent(falseContent) }
    @ViewBuilder public var body: some View {
        switch storage {
        case .trueContent(let view): view
        case .falseContent(let view): view
        }
    }
}
