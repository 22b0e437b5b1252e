/// What an `ObservableObject` sends before it changes.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = SubjectSubscribers<Void, Never>()
    public init() {}
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never { subscribers.attach(subscriber) }
    public func send() { subscribers.send(()) }
}

/// A class whose published properties views observe.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, kept in its `@Published` properties' storage (found by
    /// reflection, as Combine does): it sends before any of them changes. An object without
    /// published properties gets a fresh publisher each time, which nothing sends.
    public var objectWillChange: ObservableObjectPublisher {
        var found: ObservableObjectPublisher?
        var storages: [PublishedStorage] = []
        for child in Mirror(reflecting: self).children {
            guard let property = child.value as? PublishedProperty else { continue }
            storages.append(property.storage)
            if found == nil { found = property.storage.objectWillChange }
        }
        let publisher = found ?? ObservableObjectPublisher()
        for storage in storages where storage.objectWillChange == nil { storage.objectWillChange = publisher }
        return publisher
    }
}

/// A `@Published` property seen through reflection.
protocol PublishedProperty {
    var storage: PublishedStorage { get }
}

/// What published properties share with their object: its will-change publisher.
class PublishedStorage {
    var objectWillChange: ObservableObjectPublisher?
}

/// A property of an observable object (`@Published`): `$property` publishes its value (the
/// current one on subscription, then each new one as it is set, before it is stored).
@propertyWrapper
public struct Published<Value>: PublishedProperty {
    final class Box: PublishedStorage {
        var value: Value
        let subject = SubjectSubscribers<Value, Never>()
        /// Subscriptions `assign(to:)` made into this property (they live as long as it).
        var assignments: [AnyCancellable] = []
        init(_ value: Value) { self.value = value }
        func set(_ newValue: Value) {
            objectWillChange?.send()
            // The running view graph updates its views, as SwiftUI does for the objects they
            // observe.
            VirtualClock.current?.objectWillChange()
            subject.send(newValue)
            value = newValue
        }
    }

    /// The publisher of a published property.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let box: Box
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subject.attach(subscriber)
            _ = subscriber.receive(box.value)
        }
    }

    private let box: Box
    var storage: PublishedStorage { box }
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { box = Box(initialValue) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
    }
}

extension Publisher where Failure == Never {
    /// Writes every value to a published property (`.assign(to: &$property)`), for as long as
    /// the property's object lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        box.assignments.append(sink { [weak box] in box?.set($0) })
    }
}
