import RowText

/// Turns views into layout nodes under an environment: primitives make their nodes,
/// other views are replaced by their body (evaluated where their `@Environment` properties read
/// the context's environment, and their `@State` the view graph's storage for their identity).
@MainActor struct ResolveContext {
    var environment: EnvironmentValues
    let fonts: FontLibrary
    /// The running view graph (state, animation, lifecycle, gestures), if any.
    var graph: ViewGraph? = nil
    /// The transaction of the update being evaluated (changed by `.animation`, `.transaction`).
    var transaction = Transaction()
    /// The identity of the view being resolved.
    var id = ViewID.root
    /// The bar of the navigation stack the view is in, which its navigation modifiers configure.
    var navigationBar: NavigationBarRequest? = nil
    /// How many views enclose the one being resolved.
    var depth = 0
    /// The axis of the stack the view is a child of (under its modifiers), which a divider
    /// runs across; nil outside a stack or inside another container.
    var stackAxis: Axis? = nil

    /// The deepest views may nest (views and modifiers counted one by one): a body that contains
    /// itself without end is an error at this depth rather than a stack overflow. Real screens
    /// nest a few hundred deep at most; each level takes about 4 KB of stack in a debug build.
    static let maxDepth = 1000

    /// The context for a view in this position: its identity extended by its type.
    private func entering(_ view: any View) -> ResolveContext {
        var c = self
        c.id = id.child(type: type(of: view))
        c.depth = depth + 1
        return c
    }

    /// Throws where views nest deeper than `maxDepth`.
    private func checkDepth(_ view: any View) throws {
        guard depth < ResolveContext.maxDepth else {
            throw SceneError("views nest more than \(ResolveContext.maxDepth) deep: a body that contains itself without end (\(type(of: view)))")
        }
    }

    func resolve(_ view: any View) throws -> LayoutNode {
        try checkDepth(view)
        if let primitive = view as? any PrimitiveView { return try resolve(primitive: primitive) }
        let context = entering(view)
        if let hosted = view as? any UIViewRepresentable { return made(hosted.hostNode(context), in: context) }
        if let hosted = view as? any UIViewControllerRepresentable { return made(hosted.hostNode(context), in: context) }
        do { return try context.resolve(try context.body(of: view)) } catch let e as SceneError { throw e.inside(type(of: view)) }
    }

    /// `resolve` for a view known to be primitive: it makes its node. A modifier of nothing is
    /// nothing, as in SwiftUI, where a modifier applies to each view of its content's list and
    /// an empty list has none (`EmptyView().padding()` takes no space).
    private func resolve(primitive: any PrimitiveView) throws -> LayoutNode {
        let context = entering(primitive)
        let node = try primitive.makeNode(context)
        if primitive.modifiedContent != nil, let content = node.guideChildren.first, content is EmptyNode,
           node.guideChildren.count == 1 {
            return content
        }
        return made(node, in: context)
    }

    /// A node a view made, given its motion.
    private func made(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
        // Under a recording graph, the view's frame animates (the innermost view keeps it).
        if node.motion == nil, let graph, graph.isRecording {
            let id = context.id.slot(.frame)
            node.motion = NodeMotion(id: id, transaction: context.transaction, animator: graph.frameAnimator(id))
        }
        return node
    }

    /// A view's body, evaluated where its `@Environment` properties read this environment and its
    /// state is the graph's for this identity — after checking that the objects it reads from the
    /// environment are there — with its animatable data at the current time.
    func body(of view: any View) throws -> any View {
        let live = try prepare(view)
        return evaluate { live.body }
    }

    /// A view or modifier ready to evaluate, in one pass over its stored properties: the
    /// objects it reads from the environment are checked to be there; its environment-reading
    /// properties keep this environment, so the closures its body creates (actions, gestures,
    /// `onAppear`, `.task`) read the values of this evaluation later, as SwiftUI writes dynamic
    /// properties into the view before its body; its state is linked to the graph's storage
    /// for its identity. Then its animatable data (if it has any) is interpolated.
    func prepare<T>(_ value: T) throws -> T {
        try prepareProperties(of: value, at: id, reader: T.self)
        guard graph?.isRecording == true, let animatable = value as? any Animatable else { return value }
        return (animatableData(of: animatable) as? T) ?? value
    }

    /// The dynamic properties stored in `value`, and in the dynamic properties of its own
    /// (a `DynamicProperty` struct holding an `@Environment` or a `@State`, as SwiftUI
    /// composes them), each at a slot of its own.
    private func prepareProperties(of value: Any, at base: ViewID, reader: Any.Type) throws {
        var n = 0
        for child in Mirror(reflecting: value).children {
            let property = child.value
            if let requirement = property as? any EnvironmentRequirement { try requirement.check(in: environment, reader: reader) }
            if let environmentReader = property as? any EnvironmentReading { environmentReader.keep(environment) }
            if let graph, let linked = property as? any GraphLinked { graph.link(linked, at: base.slot(.property(n))) }
            if property is any DynamicProperty, !(property is any EnvironmentReading), !(property is any GraphLinked),
               !(property is any EnvironmentRequirement) {
                try prepareProperties(of: property, at: base.slot(.property(n)), reader: reader)
            }
            n += 1
        }
    }

    /// Whether values may animate here: a graph is running and recording (see `ViewGraph`).
    var isAnimating: Bool { graph?.isRecording == true }

    /// The value of an animatable property of this view at the graph's time (`name` tells the
    /// properties of one view apart); the model value outside a graph.
    func animate<V: VectorArithmetic>(_ value: V, as name: StaticString) -> V { animate(value, slot: .value(name)) }
    private func animate<V: VectorArithmetic>(_ value: V, slot: ViewID.Slot) -> V {
        guard let graph, graph.isRecording else { return value }
        return graph.animate(value, id: id.slot(slot), transaction: transaction)
    }

    /// A value's `animatableData` interpolated, kept under `name` (nothing to do for
    /// `EmptyAnimatableData`).
    func animated<A: Animatable>(_ value: A, as name: StaticString) -> A { animated(value, slot: .value(name)) }
    /// This view's own `animatableData`, interpolated.
    func animatableData<A: Animatable>(of value: A) -> A { animated(value, slot: .animatableData) }
    private func animated<A: Animatable>(_ value: A, slot: ViewID.Slot) -> A {
        guard isAnimating, A.AnimatableData.self != EmptyAnimatableData.self else { return value }
        var copy = value
        copy.animatableData = animate(value.animatableData, slot: slot)
        return copy
    }

    /// Runs `work` (a body, or a closure of a view such as GeometryReader's) with this
    /// context's environment as the one `@Environment` reads.
    func evaluate<T>(_ work: () throws -> T) rethrows -> T {
        try EnvironmentValues.$current.withValue(environment, operation: work)
    }

    /// The views a view stands for, unresolved: lists, groups and ForEach flattened, other
    /// views evaluated to their bodies until a primitive (what `Grid` lays out in rows).
    func flatten(_ view: any View) throws -> [any View] { try flattenElements(view).map(\.view) }

    /// `flatten`, each view with the data element of the innermost `ForEach` it came from:
    /// SwiftUI tags a ForEach's views with their elements' ids (what `Picker` matches with its
    /// selection when a view has no `tag` of its own).
    func flattenElements(_ view: any View, element: AnyHashable? = nil) throws -> [(view: any View, element: AnyHashable?)] {
        if let spread = ViewList.spreading(view) { return try flattenElements(spread, element: element) }
        switch view {
        case let list as ViewList: return try list.views.flatMap { try flattenElements($0, element: element) }
        case let group as Group: return try flattenElements(group.content, element: element)
        case let each as ForEach: return try flattenElements(each.content, element: element)
        case let part as ListPart:
            if case .element(let id) = part.key { return try flattenElements(part.content, element: id) }
            return try flattenElements(part.content, element: element)
        case is EmptyView: return []
        case is any PrimitiveView, is any UIViewRepresentable, is any UIViewControllerRepresentable: return [(view, element)]
        default: return try entering(view).flattenElements(try entering(view).body(of: view), element: element)
        }
    }

    /// The root of a screen, as a hosting view lays it out: several views at the root (a body
    /// with no container around them) stand one below the other, as in a VStack.
    func resolveRoot(_ view: any View) throws -> LayoutNode {
        if let erased = view as? AnyView { return try entering(erased).resolveRoot(erased.view) }
        let children = try resolveChildren(view)
        if children.count == 1 { return children[0] }
        if children.isEmpty { return EmptyNode() }
        return StackNode(axis: .vertical, children: children, spacing: nil, cross: Alignment(horizontal: .center, vertical: .center))
    }

    /// The children a view contributes to a stack: lists, groups and ForEach contribute
    /// their elements; any other view contributes itself.
    func resolveChildren(_ view: any View) throws -> [LayoutNode] {
        try checkDepth(view)
        // A hosted UIKit view or controller is one child (it has no body to look into).
        if view is any UIViewRepresentable || view is any UIViewControllerRepresentable { return [try resolve(view)] }
        guard let primitive = view as? any PrimitiveView else {
            let context = entering(view)
            do { return try context.resolveChildren(try context.body(of: view)) } catch let e as SceneError { throw e.inside(type(of: view)) }
        }
        if primitive.modifiedContent != nil {
            if let spread = ViewList.spreading(primitive) { return try resolveChildren(spread) }
            return [try resolve(primitive: primitive)]
        }
        switch primitive {
        case let list as ViewList: return try list.children(self)
        case let group as Group: return try group.content.children(entering(view))
        case let each as ForEach: return try each.content.children(entering(view))
        case let part as ListPart: return try part.content.children(part.identify(self), propagating: true, stackAxis: stackAxis)
        case is EmptyView: return []
        default: return [try resolve(primitive: primitive)]
        }
    }
}
