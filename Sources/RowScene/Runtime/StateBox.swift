/// Changes made to state since the view graph last evaluated bodies, and the transaction they
/// were made in. State boxes write here from whatever code changes them.
final class PendingChanges: @unchecked Sendable {
    private(set) var count = 0
    /// Whether the graph is running (outside, state it keeps takes no writes).
    var isOpen = true
    /// The transaction of the changes: the first one made with an animation or with animations
    /// disabled, else an empty one.
    private(set) var transaction = Transaction()
    private var hasTransaction = false

    func record(_ transaction: Transaction) {
        count += 1
        if !hasTransaction, transaction.animation != nil || transaction.disablesAnimations {
            self.transaction = transaction; hasTransaction = true
        }
    }
    /// Takes the transaction and starts over.
    func take() -> Transaction {
        defer { count = 0; transaction = Transaction(); hasTransaction = false }
        return transaction
    }
}

/// The storage of a `@State` (or `@StateObject`, `@GestureState`): the view's own box until the
/// view graph links it to the box kept for the view's identity.
final class StateBox<Value>: @unchecked Sendable {
    var value: Value
    private var target: StateBox<Value>?
    var changes: PendingChanges?

    init(_ value: Value) { self.value = value }

    /// The box that holds the value: the graph's, once linked.
    var resolved: StateBox<Value> { target ?? self }

    /// Sets the value as a change the graph will evaluate bodies for (nothing, for the graph's
    /// state while the graph is not running). Writing a value equal to the one held changes
    /// nothing, as in SwiftUI: a view that stores what it measured (a height a GeometryReader
    /// reports on every evaluation) settles instead of updating without end.
    func write(_ newValue: Value) {
        if let changes, !changes.isOpen { return }
        if let old = value as? any Equatable, Self.equal(old, newValue) { return }
        value = newValue
        changes?.record(Transaction.current)
    }

    private static func equal<T: Equatable>(_ old: T, _ new: Value) -> Bool { (new as? T) == old }

    /// Links to the graph's box for `id`. The graph's box starts from this box's own value,
    /// which nothing writes once linked — so a view kept across renders (a request's root)
    /// starts every fresh graph from its initial state.
    @MainActor func link(in graph: ViewGraph, at id: ViewID) {
        if let kept = graph.stateBoxes[id] as? StateBox<Value> {
            target = kept
        } else {
            target = graph.box(id, initial: value)
        }
    }
}

/// A dynamic property whose storage the view graph keeps under the view's identity.
protocol GraphLinked {
    @MainActor func link(in graph: ViewGraph, at id: ViewID)
}
