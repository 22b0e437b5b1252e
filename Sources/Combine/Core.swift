// Combine's protocols and the subscriber types rows use, delivering synchronously.
//
// Values and completions reach subscribers on the caller's thread, at once and in order.
// Demand is accepted and not enforced: every subscriber is sent every value (none of the
// publishers rows use here produce faster than they are read). Time-based publishers
// (`Timer.publish`, `debounce`, `delay`) run on `VirtualClock.current`: the frame's virtual clock
// while a view graph runs, so a frame stays a pure function of its time.

/// A type that sends values (`Output`) over time, then perhaps a completion.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Attaches `subscriber`: it is sent a subscription, then values and perhaps a completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` (Combine's spelling of `receive(subscriber:)`).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// A type that receives values from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

/// A subscriber's link to its publisher: ask for values or cancel.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

/// Something that can be cancelled (a subscription, a timer's connection).
public protocol Cancellable {
    func cancel()
}

/// A unique identity for a subscriber or subscription.
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    private let value: ObjectIdentifier?
    private let number: UInt64
    public init() { value = nil; number = 0 }
    public init(_ x: AnyObject) { value = ObjectIdentifier(x); number = 0 }
    public var description: String { value.map { "\($0)" } ?? "0x0" }
}

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A cancellable that cancels when it is deallocated, as Combine's does.
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?
    public init(_ cancel: @escaping () -> Void) { action = cancel }
    public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }
    deinit { action?() }
    public func cancel() {
        let action = self.action
        self.action = nil
        action?()
    }
    /// Keeps this cancellable in `set` (and so the subscription alive as long as the set).
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// This cancellable wrapped so it cancels when released, kept in `set`.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

/// Namespace for subscriber types, demand and completion.
public enum Subscribers {
    /// How many values a subscriber asks for.
    public struct Demand: Equatable, Comparable, Hashable, CustomStringConvertible {
        /// nil: unlimited.
        public let max: Int?
        private init(_ max: Int?) { self.max = max }
        public static let unlimited = Demand(nil)
        public static let none = Demand(0)
        public static func max(_ value: Int) -> Demand { Demand(Swift.max(0, value)) }
        public static func < (a: Demand, b: Demand) -> Bool {
            switch (a.max, b.max) {
            case (nil, _): return false
            case (_, nil): return true
            case let (x?, y?): return x < y
            }
        }
        public static func + (a: Demand, b: Demand) -> Demand {
            guard let x = a.max, let y = b.max else { return .unlimited }
            return .max(x + y)
        }
        public static func += (a: inout Demand, b: Demand) { a = a + b }
        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
    }

    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// A subscriber that calls closures (what `sink` attaches).
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: Subscription?
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion; self.receiveValue = receiveValue
        }
        public func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }
        public func receive(_ input: Input) -> Subscribers.Demand {
            receiveValue(input)
            return .none
        }
        public func receive(completion: Subscribers.Completion<Failure>) {
            receiveCompletion(completion)
            subscription = nil
        }
        public func cancel() {
            subscription?.cancel()
            subscription = nil
        }
    }

    /// A subscriber that writes each value to an object's property (what `assign(to:on:)` attaches).
    public final class Assign<Root, Input>: Subscriber, Cancellable {
        public typealias Failure = Never
        public private(set) var object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: Subscription?
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) { self.object = object; self.keyPath = keyPath }
        public func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }
        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }
        public func receive(completion: Subscribers.Completion<Never>) { object = nil; subscription = nil }
        public func cancel() {
            subscription?.cancel()
            subscription = nil; object = nil
        }
    }
}

extension Publisher {
    /// Calls `receiveValue` with every value and `receiveCompletion` when the publisher ends.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
    /// Writes every value to `object[keyPath:]`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        receive(subscriber: assign)
        return AnyCancellable(assign)
    }
}

/// A publisher that starts producing only when connected (`Timer.publish`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> Cancellable
}

/// A publisher whose values can be sent from outside (`PassthroughSubject`, `CurrentValueSubject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}
