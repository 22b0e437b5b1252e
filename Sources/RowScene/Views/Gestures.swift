import Foundation

// SwiftUI's gestures, so rows that declare them compile. A rendered frame has no finger: the
// gestures are attached and inert (their callbacks never run); what a touch does to a row is
// given by the environment (`isPressed`, `swipeOffset`) or, for the design system's rows, by
// touch scripts.

/// A gesture: its value type, and how it is combined and observed.
public protocol Gesture {
    associatedtype Value
}

/// Where a gesture's locations are measured.
public enum CoordinateSpace: Hashable {
    case local, global
    case named(AnyHashable)
}

/// Which gestures of a view and its subviews stay active when one is attached.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A drag: its value carries where it started, where it is, and how far it moved.
public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    public let minimumDistance: CGFloat
    public let coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance; self.coordinateSpace = coordinateSpace
    }
}

/// A tap (or several).
public struct TapGesture: Gesture {
    public typealias Value = Void
    public let count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A press held for a while.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public let minimumDuration: Double, maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
    }
}

/// A gesture with callbacks or combinations attached (inert in a frame).
public struct ModifiedGesture<Base: Gesture, Value>: Gesture {
    let base: Base
}

/// Two gestures recognized together, one after the other, or one instead of the other.
public struct CombinedGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Value = (first: First.Value?, second: Second.Value?)
    let first: First, second: Second
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> ModifiedGesture<Self, Value> { ModifiedGesture(base: self) }
    public func onEnded(_ action: @escaping (Value) -> Void) -> ModifiedGesture<Self, Value> { ModifiedGesture(base: self) }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> ModifiedGesture<Self, Value> {
        ModifiedGesture(base: self)
    }
    public func map<T>(_ body: @escaping (Value) -> T) -> ModifiedGesture<Self, T> { ModifiedGesture(base: self) }
    public func simultaneously<Other: Gesture>(with other: Other) -> CombinedGesture<Self, Other> { CombinedGesture(first: self, second: other) }
    public func sequenced<Other: Gesture>(before other: Other) -> CombinedGesture<Self, Other> { CombinedGesture(first: self, second: other) }
    public func exclusively<Other: Gesture>(before other: Other) -> CombinedGesture<Self, Other> { CombinedGesture(first: self, second: other) }
}

/// State a gesture sets while it is active, reset when it ends: at rest in a frame.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

extension View {
    nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { Inert(content: self) }
    nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { Inert(content: self) }
    nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { Inert(content: self) }
    /// Whether scrolling is disabled (a frame does not scroll).
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { Inert(content: self) }
}
