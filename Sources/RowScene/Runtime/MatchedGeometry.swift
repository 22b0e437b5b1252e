/// An identity space for `matchedGeometryEffect` (`@Namespace var namespace`): its ID is the
/// view's own identity, so it is the same at every evaluation.
@propertyWrapper
public struct Namespace: DynamicProperty, GraphLinked {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable { let raw: UInt64 }
    private let box = StateBox(ID(raw: 0))
    public init() {}
    public var wrappedValue: ID { box.resolved.value }
    func link(in graph: ViewGraph, at id: ViewID) {
        box.link(in: graph, at: id)
        box.resolved.value = ID(raw: id.raw)
    }
}

/// Which geometry `matchedGeometryEffect` carries over.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Gives the view's frame an identity of its own, `id` in `namespace`: when one view with
    /// it leaves and another arrives in the same update under an animation, the new view's
    /// frame moves from where the old one was and the leaving one moves with it, the two
    /// cross-fading by their transitions (within one view tree; one view per id at a time;
    /// `properties`, `anchor` and `isSource` are accepted, the whole frame moves).
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                                properties: MatchedGeometryProperties = .frame,
                                                                anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        MatchedGeometry(content: self, key: AnyHashable(id), namespace: namespace)
    }
}

/// `matchedGeometryEffect`: the content's frame animates under the matched identity.
nonisolated struct MatchedGeometry: PrimitiveView {
    let content: any View
    let key: AnyHashable
    let namespace: Namespace.ID
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let node = ChildDrawingNode(child: try context.resolve(content))
        if let graph = context.graph, graph.isRecording {
            // Leaving, it moves along with the view that took its identity.
            let id = ViewID(raw: namespace.raw).child(key: key)
            node.motion = NodeMotion(id: id, transaction: context.transaction, follows: graph.isResolvingRemoved, animator: graph.frameAnimator(id))
        }
        return node
    }
}
