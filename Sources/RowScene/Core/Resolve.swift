import RowText

/// Turns views into layout nodes under an environment: primitives make their nodes,
/// other views are replaced by their body (after their `@Environment` properties are filled).
struct ResolveContext {
    var environment: EnvironmentValues
    let fonts: FontLibrary
    var shaper: TextShaper { TextShaper(library: fonts) }

    func resolve(_ view: any View) throws -> LayoutNode {
        if let primitive = view as? any PrimitiveView { return try primitive.makeNode(self) }
        inject(into: view)
        return try resolve(view.body)
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
            inject(into: view)
            return try resolveChildren(view.body)
        }
    }

    /// Fills the view's `@Environment` properties.
    func inject(into value: Any) {
        for child in Mirror(reflecting: value).children {
            if let reader = child.value as? any EnvironmentReading { reader.inject(environment) }
        }
    }
}
