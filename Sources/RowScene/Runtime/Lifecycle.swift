// Actions a view runs as it enters and leaves the tree or as a value changes — after the
// update that caused them, at the same virtual time.

extension View {
    /// Runs `action` after the update in which the view enters the tree.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleModifier(content: self, actions: LifecycleActions(appear: action))
    }
    /// Runs `action` after the update in which the view leaves the tree.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleModifier(content: self, actions: LifecycleActions(disappear: action))
    }
    /// Starts `action` when the view appears, at that virtual time (after the update, like
    /// `onAppear`). It runs on the main actor until it finishes or first suspends; a task that
    /// suspends awaits something outside the virtual clock (a sleep, I/O, another actor), so
    /// it is cancelled there, what it does later reaches no frame and the render warns.
    nonisolated public func task(priority: TaskPriority = .userInitiated,
                                 @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        TaskModifier(content: self, id: 0, action: action)
    }
    /// `task(_:)`, started again whenever `value` changes.
    nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                               @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        TaskModifier(content: self, id: value, action: action)
    }
    /// Runs `action` with the new value after an update that changed `value` (deprecated form).
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        ChangeObserver(content: self, value: value, initial: false) { _, new in action(new) }
    }
    /// Runs `action` with the old and new values after an update that changed `value` (and when
    /// the view appears, with `initial`).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        ChangeObserver(content: self, value: value, initial: initial, action: action)
    }
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        ChangeObserver(content: self, value: value, initial: initial) { _, _ in action() }
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while the view is in the tree (from
    /// when it appears; timers and delays tick on the frame's virtual clock).
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        ReceiveModifier(content: self, publisher: publisher, action: action)
    }
}

/// `onReceive`: subscribes as the view appears, cancels as it leaves; each value runs the
/// action of the latest evaluation, and the tree is evaluated again after it.
nonisolated struct ReceiveModifier<P: Publisher>: PrimitiveView, ContentModifier where P.Failure == Never {
    var content: any View
    let publisher: P
    let action: (P.Output) -> Void
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let node = try context.resolve(content)
        if let graph = context.graph {
            let id = context.id.slot(.value("onReceive"))
            let receiver = graph.box(id, initial: Receiver<P.Output>()).value
            receiver.action = action
            let publisher = self.publisher
            graph.visit(id, LifecycleActions(appear: { [weak graph] in
                receiver.subscription = publisher.sink { value in
                    receiver.action?(value)
                    graph?.changes.record(Transaction.current)
                }
            }, disappear: { receiver.subscription = nil }))
        }
        return node
    }
}

/// An `onReceive`'s subscription and the action it calls (kept per identity).
final class Receiver<Output> {
    var action: ((Output) -> Void)?
    var subscription: AnyCancellable?
}

/// `onAppear`/`onDisappear`: tells the graph the view is in the tree.
nonisolated struct LifecycleModifier: PrimitiveView, ContentModifier {
    var content: any View
    let actions: LifecycleActions
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let node = try context.resolve(content)
        context.graph?.visit(context.id, actions)
        return node
    }
}

/// `onChange(of:)`: compares the value with the previous update's.
nonisolated struct ChangeObserver<V: Equatable>: PrimitiveView, ContentModifier {
    var content: any View
    let value: V
    let initial: Bool
    let action: (V, V) -> Void
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        if let graph = context.graph {
            let (value, action) = (self.value, self.action)
            if let old = graph.change(of: value, id: context.id) {
                graph.schedule { action(old, value) }
            }
            let node = try context.resolve(content)
            if initial { graph.visit(context.id.slot(.value("onChange")), LifecycleActions(appear: { action(value, value) })) }
            return node
        }
        return try context.resolve(content)
    }
}

/// `.task` / `.task(id:)`: starts the action as the view appears and when the id changes.
nonisolated struct TaskModifier<ID: Equatable>: PrimitiveView, ContentModifier {
    var content: any View
    let id: ID
    let action: @Sendable () async -> Void
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let node = try context.resolve(content)
        if let graph = context.graph {
            let action = self.action
            let start: () -> Void = { [weak graph] in graph?.startTask(action) }
            if graph.change(of: id, id: context.id) != nil { graph.schedule(start) }
            graph.visit(context.id.slot(.value("task")), LifecycleActions(appear: start, isTask: true))
        }
        return node
    }
}

/// A modifier RowFrame compiles but cannot carry out: the content draws as is, and the render
/// warns once (nothing to warn of: it is inert).
nonisolated struct Unsupported: PrimitiveView, ContentModifier {
    var content: any View
    let what: String?
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let child = try context.resolve(content)
        guard let what else { return child }
        return WarningNode(child: child, warning: "not supported: \(what)")
    }
}

final class WarningNode: ChildDrawingNode {
    let warning: String
    init(child: LayoutNode, warning: String) { self.warning = warning; super.init(child: child) }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        context.warn([warning])
        try child.place(in: frame, proposed: placedWith, &context)
    }
}
