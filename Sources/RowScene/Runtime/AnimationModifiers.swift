import RowMotion

// Modifiers that change the transaction for part of the tree, and explicit identity.

extension View {
    /// Animates the changes below with `animation` whenever `value` changed in the update
    /// (nil: changes below are instant). Ignored when the transaction disables animations.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        ImplicitAnimation(content: self, animation: animation, value: value)
    }
    /// Animates every change below with `animation` (deprecated in SwiftUI; nil: no animation).
    nonisolated public func animation(_ animation: Animation?) -> some View {
        ImplicitAnimation<Never?>(content: self, animation: animation, value: nil)
    }
    /// Changes the transaction of the updates below (`$0.animation = nil`, `$0.disablesAnimations`).
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionModifier(content: self, transform: transform)
    }
    /// Gives the view an explicit identity: a new value is a new view (its state starts over;
    /// the old one disappears).
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { ExplicitIdentity(content: self, key: AnyHashable(id)) }
}

/// `.animation(_:value:)`; `value` nil (of type `Never?`) is the form without a value.
nonisolated struct ImplicitAnimation<V: Equatable>: PrimitiveView, ContentModifier {
    var content: any View
    let animation: Animation?
    let value: V
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        guard let graph = context.graph else { return try context.resolve(content) }
        var inner = context
        let changed = V.self == Never?.self || graph.change(of: value, id: context.id) != nil
        if changed, !context.transaction.disablesAnimations { inner.transaction.animation = animation }
        return try inner.resolve(content)
    }
}

/// `.transaction { }`.
nonisolated struct TransactionModifier: PrimitiveView, ContentModifier {
    var content: any View
    let transform: (inout Transaction) -> Void
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        var inner = context
        transform(&inner.transaction)
        return try inner.resolve(content)
    }
}

/// `.id(_:)`.
nonisolated struct ExplicitIdentity: PrimitiveView {
    let content: any View
    let key: AnyHashable
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        var inner = context
        inner.id = context.id.child(key: key)
        return try inner.resolve(content)
    }
}
