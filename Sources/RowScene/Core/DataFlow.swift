@_exported import Foundation
@_exported import Observation
@_exported import Combine
import RowMotion
import RowText
import RowRaster

/// SwiftUI's animations (RowMotion's: fluid springs, curves, repeats).
public typealias Animation = RowMotion.Animation
/// SwiftUI's spring descriptions (RowMotion's).
public typealias Spring = RowMotion.Spring
/// Within RowScene, geometry is RowRaster's (Foundation, re-exported for rows, has its own).
typealias AffineTransform = RowRaster.AffineTransform

/// A stored property a view reads from the view graph rather than from its initializer
/// (SwiftUI's `DynamicProperty`).
public protocol DynamicProperty {}

/// State a view owns (`@State`): kept under the view's identity for as long as the view is in
/// the tree, so a change made by a gesture, `onAppear` or a script is seen by every later body
/// evaluation (and animates when made inside `withAnimation` or under `.animation(_:value:)`).
/// Outside a running view graph (a view built by hand) it is a plain box. `$value` binds to it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let storage: StateBox<Value>

    public init(wrappedValue: Value) { storage = StateBox(wrappedValue) }
    public init(initialValue: Value) { storage = StateBox(initialValue) }

    public var wrappedValue: Value {
        get { storage.resolved.value }
        nonmutating set { storage.resolved.write(newValue) }
    }
    public var projectedValue: Binding<Value> {
        let box = storage.resolved
        return Binding(get: { box.value }, set: { box.write($0) })
    }
}

extension State: GraphLinked {
    func link(in graph: ViewGraph, at id: ViewID) { storage.link(in: graph, at: id) }
}

extension State where Value: ExpressibleByNilLiteral {
    /// `@State var selection: Item?` starts at nil.
    public init() { self.init(wrappedValue: nil) }
}

/// Bindings to an `@Observable` object's properties (`@Bindable var model`, `$model.name`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject>: DynamicProperty {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ value: Value) { wrappedValue = value }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// A length that follows Dynamic Type (`@ScaledMetric(relativeTo: .body) var size = 20`): the
/// value at the large size, scaled as the text style scales at the environment's size.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, EnvironmentReading {
    let base: Value
    let style: Font.TextStyle
    let kept = KeptEnvironment()
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) { base = wrappedValue; style = textStyle }
    public var wrappedValue: Value { Value(style.scaled(Double(base), kept.current.dynamicTypeSize)) }
    func keep(_ environment: EnvironmentValues) { kept.values = environment }
}

/// A reference to a value owned elsewhere (`@Binding`, `$state`, `.constant`).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let read: () -> Value
    let write: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { read = get; write = set }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        read = get; write = { set($0, Transaction.current) }
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let read = self.read, write = self.write
        return Binding<Subject>(get: { read()[keyPath: keyPath] }, set: { v in var whole = read(); whole[keyPath: keyPath] = v; write(whole) })
    }

    /// A binding to an optional made from a binding to the wrapped type.
    public init<V>(_ base: Binding<V>) where Value == V? {
        read = { base.read() }
        write = { if let v = $0 { base.write(v) } }
    }
    /// A binding to the wrapped value of a binding to an optional, or nil when it is nil.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.read() else { return nil }
        read = { base.read() ?? initial }
        write = { base.write($0) }
    }
    /// The same binding, its writes made inside `withAnimation(animation)`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let write = self.write
        return Binding(get: read, set: { value in withAnimation(animation) { write(value) } })
    }
    /// The same binding, its writes made inside `withTransaction(transaction)`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let write = self.write
        return Binding(get: read, set: { value in withTransaction(transaction) { write(value) } })
    }
}

/// A binding to a collection is a collection of bindings to its elements, as SwiftUI's
/// (`ForEach($items) { $item in … }`): each element's binding reads and writes the element at
/// its index through the collection's binding.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}
extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let read = self.read, write = self.write
        return Binding<Value.Element>(get: { read()[position] }, set: { v in var whole = read(); whole[position] = v; write(whole) })
    }
}
extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}
extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// A binding to an identifiable value is identified by the value's id.
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// An observable object a view creates and owns (`@StateObject`).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, GraphLinked {
    private let storage: StateBox<ObjectType?>
    private let make: () -> ObjectType
    /// The object is made once per identity, when the view is first evaluated.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = StateBox(nil); make = thunk }
    public var wrappedValue: ObjectType {
        let box = storage.resolved
        if let object = box.value { return object }
        let object = make()
        box.value = object
        return object
    }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
    func link(in graph: ViewGraph, at id: ViewID) { storage.link(in: graph, at: id) }
}

/// An observable object passed in (`@ObservedObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An observable object from an ancestor's `.environmentObject(_:)` (`@EnvironmentObject`).
/// A view reading one nobody provided fails the render naming the type (SwiftUI would crash).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, EnvironmentRequirement, EnvironmentReading {
    let kept = KeptEnvironment()
    public init() {}
    public var wrappedValue: ObjectType {
        // The resolver checks availability before the body runs, so this is never nil there.
        kept.current.object(ObjectType.self)!
    }
    func keep(_ environment: EnvironmentValues) { kept.values = environment }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
    var requiredObject: (type: Any.Type, name: String, how: String) {
        (ObjectType.self, "\(ObjectType.self)", ".environmentObject(_:)")
    }
}

/// A value that must be in the environment before a body may read it (checked by the
/// resolver, so a missing one is an error naming it rather than a crash).
protocol EnvironmentRequirement {
    var requiredObject: (type: Any.Type, name: String, how: String) { get }
}

extension EnvironmentValues {
    /// An object stored by its type (`.environmentObject`, `.environment(object)`).
    func object<T>(_ type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }
    func hasObject(_ type: Any.Type) -> Bool { objects[ObjectIdentifier(type)] != nil }
}

extension View {
    /// Provides an observable object to the views below (`@EnvironmentObject`).
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentModifier(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
    /// Provides an `@Observable` object to the views below (`@Environment(Model.self)`).
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentModifier(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}

extension Environment {
    /// An `@Observable` object from `.environment(_:)`: `@Environment(Model.self) var model`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(object: objectType, optional: false)
    }
    /// The same, nil when none is provided: `@Environment(Model.self) var model: Model?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(object: objectType, optional: true)
    }
}

extension EnvironmentRequirement {
    /// Names the object missing from `environment` that `reader` (a view or modifier type) reads.
    func check(in environment: EnvironmentValues, reader: Any.Type) throws {
        let needed = requiredObject
        guard needed.type != Never.self, !environment.hasObject(needed.type) else { return }
        throw SceneError("\(reader) reads \(needed.name) from the environment, but no ancestor provides one (use \(needed.how))")
    }
}

/// A dynamic property that reads the environment: it keeps the environment of the body
/// evaluation that prepared it, which every copy of the view shares (the closures a body
/// creates hold copies), and reads the running evaluation's environment before that.
protocol EnvironmentReading {
    func keep(_ environment: EnvironmentValues)
}

/// The environment a view's dynamic property was prepared with (one per property, shared by
/// the view's copies).
final class KeptEnvironment: @unchecked Sendable {      // written on the main actor as bodies are prepared
    var values: EnvironmentValues?
    /// The kept environment, else the running evaluation's, else the default.
    var current: EnvironmentValues { values ?? EnvironmentValues.current ?? EnvironmentValues() }
}
