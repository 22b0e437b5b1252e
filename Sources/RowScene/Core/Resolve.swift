import RowText

/// Turns views into layout nodes under an environment: primitives make their nodes,
/// other views are replaced by their body (evaluated where their `@Environment` properties read
/// the context's environment).
@MainActor struct ResolveContext {
    var environment: EnvironmentValues
    let fonts: FontLibrary

    func resolve(_ view: any View) throws -> LayoutNode {
        if let primitive = view as? any PrimitiveView { return try primitive.makeNode(self) }
        do { return try resolve(try body(of: view)) } catch let e as SceneError { throw e.inside(type(of: view)) }
    }

    /// A view's body, evaluated where its `@Environment` properties read this environment —
    /// after checking that the objects it reads from the environment are there.
    func body(of view: any View) throws -> any View {
        try checkEnvironmentRequirements(of: view, in: environment)
        return evaluate { view.body }
    }

    /// Runs `work` (a body, or a closure of a view such as GeometryReader's) with this
    /// context's environment as the one `@Environment` reads.
    func evaluate<T>(_ work: () throws -> T) rethrows -> T {
        try EnvironmentValues.$current.withValue(environment, operation: work)
    }

    /// The views a view stands for, unresolved: lists, groups and ForEach flattened, other
    /// views evaluated to their bodies until a primitive (what `Picker` searches for tags).
    func flatten(_ view: any View) throws -> [any View] {
        switch view {
        case let list as ViewList: return try list.views.flatMap { try flatten($0) }
        case let group as Group: return try flatten(group.content)
        case let each as ForEach: return try flatten(each.content)
        case is EmptyView: return []
        case is any PrimitiveView: return [view]
        default: return try flatten(try body(of: view))
        }
    }

    /// The children a view contributes to a stack: lists, groups and ForEach contribute
    /// their elements; any other view contributes itself.
    func resolveChildren(_ view: any View) throws -> [LayoutNode] {
        switch view {
        case let list as ViewList: return try list.children(self)
        case let group as Group: return try group.content.children(self)
        case let each as ForEach: return try each.content.children(self)
        case is EmptyView: return []
        case is any PrimitiveView: return [try resolve(view)]
        default:
            do { return try resolveChildren(try body(of: view)) } catch let e as SceneError { throw e.inside(type(of: view)) }
        }
    }
}
