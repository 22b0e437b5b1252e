import SwiftUI

// Not the app's code: stand-ins for iOS API RowFrame lacks, found by type-checking val4's
// SwiftUtils cases against the frozen modules (written from SwiftUI's documented API, not run).
// Delete each when RowFrame gains the API.

// SwiftUI's MagnificationGesture (iOS 13–17; ImageViwer.swift, o139): a pinch whose value is the
// scale since it began. A still frame has no pinch.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

// SwiftUI's Binding as a collection of bindings to its elements (`ForEach($tags) { $tag in … }`,
// TagListView.swift, o145), and as identifiable by its value's id.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}
extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { wrappedValue[position] }, set: { wrappedValue[position] = $0 })
    }
}
extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}
extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

// SwiftUI's scrollTransition (iOS 17; ScrollTransitions.swift, compiled by o146, not shown there):
// effects by the view's phase in its scroll view. Every view is taken at the identity phase
// (fully in view), so the closure's effects apply as at rest.
public enum ScrollTransitionPhase: Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    public var value: Double {
        switch self { case .topLeading: -1; case .identity: 0; case .bottomTrailing: 1 }
    }
}
extension View {
    public func scrollTransition<E: VisualEffect>(
        axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View {
        visualEffect { effect, _ in transition(effect, .identity) }
    }
}
