import RowMotion

/// The context of a change (SwiftUI's `Transaction`): the animation it is made with, and whether
/// animations are disabled. `withAnimation` and `withTransaction` set it for the changes their
/// bodies make; `.animation(_:value:)` and `.transaction { }` change it for part of the tree.
public struct Transaction: Sendable {
    public var animation: Animation?
    /// Whether implicit animations (`.animation(_:value:)`, `.animation(_:)`) are ignored.
    public var disablesAnimations = false
    /// Whether the change comes from a continuous interaction (set for gesture updates).
    public var isContinuous = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction changes are made in now (task-local: set by `withAnimation` and
    /// `withTransaction` for the duration of their bodies).
    @TaskLocal static var current = Transaction()
}

/// Makes the changes in `body` with `animation` (nil: without one): views whose values they
/// change move from what they showed to the new values over the animation.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try Transaction.$current.withValue(transaction, operation: body)
}

/// Makes the changes in `body` within `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}

/// `withTransaction(\.disablesAnimations, true) { … }`: one property of the current transaction set.
@discardableResult
public func withTransaction<V, Result>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try Transaction.$current.withValue(transaction, operation: body)
}
