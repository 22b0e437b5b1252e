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
}

extension PrimitiveView {
    public var body: Never { return fatalError("\(Self.self) is a primitive view") }
}

/// Builds views from `if`/`else`, optionals, loops and sequences of statements, like
/// SwiftUI's `ViewBuilder`. Children are kept in order, type-erased.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> ViewList { ViewList([view]) }
    public static func buildBlock(_ parts: ViewList...) -> ViewList { ViewList(parts.flatMap(\.views)) }
    public static func buildOptional(_ part: ViewList?) -> ViewList { part ?? ViewList([]) }
    public static func buildEither(first: ViewList) -> ViewList { first }
    public static func buildEither(second: ViewList) -> ViewList { second }
    public static func buildArray(_ parts: [ViewList]) -> ViewList { ViewList(parts.flatMap(\.views)) }
    public static func buildLimitedAvailability(_ part: ViewList) -> ViewList { part }
}

/// An ordered list of views (what a `ViewBuilder` produces); in a stack, each is a child.
public nonisolated struct ViewList: PrimitiveView {
    let views: [any View]
    init(_ views: [any View]) { self.views = views }

    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let nodes = try children(context)
        return nodes.count == 1 ? nodes[0] : ZStackNode(children: nodes, alignment: .center)
    }

    /// The views a builder listed, unevaluated: lists, groups and ForEach opened, empty views
    /// dropped; each element's body is evaluated later, in the environment it is placed in
    /// (a list's rows, a swipe's action tiles).
    static func elements(of view: any View) -> [any View] {
        switch view {
        case let list as ViewList: return list.views.flatMap { elements(of: $0) }
        case let group as Group: return elements(of: group.content)
        case let each as ForEach: return elements(of: each.content)
        case is EmptyView: return []
        default: return [view]
        }
    }

    /// The resolved children, with nested lists, groups and ForEach flattened.
    @MainActor func children(_ context: ResolveContext) throws -> [LayoutNode] {
        try views.flatMap { try context.resolveChildren($0) }
    }
}

/// Nothing: takes no space and draws nothing.
public nonisolated struct EmptyView: PrimitiveView {
    public init() {}
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { EmptyNode() }
}

/// Groups views without a layout of its own: in a stack, its children are the stack's children.
public nonisolated struct Group: PrimitiveView {
    let content: ViewList
    public init(@ViewBuilder content: () -> ViewList) { self.content = content() }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { try content.makeNode(context) }
}

/// One view per element of a collection.
public nonisolated struct ForEach: PrimitiveView {
    let content: ViewList
    public init<Data: RandomAccessCollection, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                            @ViewBuilder content: (Data.Element) -> ViewList) {
        self.content = ViewList(data.flatMap { content($0).views })
    }
    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder content: (Data.Element) -> ViewList) where Data.Element: Identifiable {
        self.content = ViewList(data.flatMap { content($0).views })
    }
    public init(_ range: Range<Int>, @ViewBuilder content: (Int) -> ViewList) {
        self.content = ViewList(range.flatMap { content($0).views })
    }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { try content.makeNode(context) }
}

/// A type-erased view.
public nonisolated struct AnyView: PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { try context.resolve(view) }
}
