import Foundation

// SwiftUI's gestures. A still frame has no finger; under a touch script (`InteractionScript`)
// the view graph hit-tests the touch against the views gestures are attached to and feeds
// their recognizers, which call the gestures' callbacks at the script's times.

/// A gesture: its value type, and how it is combined and observed.
public protocol Gesture {
    associatedtype Value
}

/// Where a gesture's locations are measured (locations are in the view's own space).
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

/// A drag: recognized once the touch has moved `minimumDistance` points (0: at touch down);
/// reports where it started, where it is and how fast it moves.
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

/// A tap (or several): recognized when the touch lifts within `TapGesture.allowableMovement`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public let count: Int
    public init(count: Int = 1) { self.count = count }
    /// How far a touch may move and still tap (UIKit's tap tolerance; assumed).
    static let allowableMovement = 10.0
}

/// A tap that reports where it landed, in the view's space (`SpatialTapGesture`).
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public let count: Int
    public let coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count; self.coordinateSpace = coordinateSpace }
}

/// A press held for `minimumDuration` without moving more than `maximumDistance`.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public let minimumDuration: Double, maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
    }
}

/// A pinch (iOS 17's `MagnifyGesture`): its magnification since it began. Touch scripts drive one
/// finger, so a pinch is never recognized: its callbacks do not run.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}
/// A pinch by its older name: its value is the scale since it began (never recognized, as `MagnifyGesture`).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}
/// A two-finger rotation (iOS 17's `RotateGesture`; never recognized: touch scripts drive one finger).
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
/// A two-finger rotation by its older name: its value is the angle since it began (never recognized).
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A gesture with a callback, a state update or a mapped value attached.
public struct ModifiedGesture<Base: Gesture, Value>: Gesture {
    let base: Base
    let map: (Base.Value) -> Value
    var changed: ((Value) -> Void)? = nil
    var ended: ((Value) -> Void)? = nil
    /// `updating`: applies the value to a gesture state while active; `reset` puts it back.
    var update: ((Value) -> Void)? = nil
    var reset: (() -> Void)? = nil
}

/// Two gestures recognized together (`simultaneously(with:)`): the value holds what each
/// has reported so far.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
        public init(first: First.Value?, second: Second.Value?) { self.first = first; self.second = second }
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One gesture after the other (`sequenced(before:)`): the second starts once the first is
/// recognized; the value is `.first` until then, `.second` with the first's final value after.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The first gesture unless it fails, then the second (`exclusively(before:)`).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    private func modified(_ change: (inout ModifiedGesture<Self, Value>) -> Void) -> ModifiedGesture<Self, Value> {
        var g = ModifiedGesture<Self, Value>(base: self, map: { $0 })
        change(&g)
        return g
    }
    /// Called as the gesture's value changes while it is recognized.
    public func onChanged(_ action: @escaping (Value) -> Void) -> ModifiedGesture<Self, Value> { modified { $0.changed = action } }
    /// Called once when the gesture ends successfully.
    public func onEnded(_ action: @escaping (Value) -> Void) -> ModifiedGesture<Self, Value> { modified { $0.ended = action } }
    /// Updates a `@GestureState` while the gesture is active; it returns to its initial value
    /// (in its reset transaction) when the gesture ends or is cancelled.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> ModifiedGesture<Self, Value> {
        modified { g in
            g.update = { value in
                let box = state.storage.resolved
                var current = box.value
                var transaction = Transaction.current
                body(value, &current, &transaction)
                withTransaction(transaction) { box.write(current) }
            }
            g.reset = { state.reset() }
        }
    }
    public func map<T>(_ body: @escaping (Value) -> T) -> ModifiedGesture<Self, T> { ModifiedGesture(base: self, map: body) }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

/// State a gesture sets while it is active (`@GestureState`), back to its initial value when
/// the gesture ends — in `resetTransaction`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, GraphLinked {
    let storage: StateBox<Value>
    let initial: Value
    let resetTransaction: Transaction
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        storage = StateBox(wrappedValue); initial = wrappedValue; self.resetTransaction = resetTransaction
    }
    public var wrappedValue: Value { storage.resolved.value }
    public var projectedValue: GestureState<Value> { self }
    func reset() { let box = storage.resolved; withTransaction(resetTransaction) { box.write(initial) } }
    func link(in graph: ViewGraph, at id: ViewID) { storage.link(in: graph, at: id) }
}

extension View {
    /// Attaches a gesture; a subview's gestures take precedence over it.
    nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureModifier(content: self, gesture: gesture, priority: .normal)
    }
    /// Attaches a gesture recognized along with the others.
    nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureModifier(content: self, gesture: gesture, priority: .simultaneous)
    }
    /// Attaches a gesture that takes precedence over its subviews'.
    nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureModifier(content: self, gesture: gesture, priority: .high)
    }
    /// Calls `action` when the view is tapped (`count` taps are recognized as one here).
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }
    /// Calls `action` with where the view was tapped (in its own space).
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
    /// Calls `action` once the view has been pressed for `minimumDuration`; `onPressingChanged`
    /// as the press starts and ends.
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping () -> Void,
                                               onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressPressing(gesture: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                  action: action, pressing: onPressingChanged))
    }
    /// Whether scrolling is disabled (a frame does not scroll).
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { Inert(content: self) }
    /// Lets scroll views inside draw their content beyond their bounds.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { EnvironmentModifier(content: self) { $0.scrollClipDisabled = disabled } }
}

/// `onLongPressGesture`: a long press that also reports when pressing starts and stops.
struct LongPressPressing: Gesture {
    typealias Value = Bool
    let gesture: LongPressGesture
    let action: () -> Void
    let pressing: ((Bool) -> Void)?
}
