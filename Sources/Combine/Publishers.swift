// The publishers and operators rows use, each a thin stage that forwards to its subscriber.

/// Namespace for publisher types, as Combine's.
public enum Publishers {}

/// A subscriber between a publisher and the next stage: it hands each value to `handle`,
/// which passes on what it makes of it, and forwards completion and cancellation.
final class Stage<Input, Downstream: Subscriber>: Subscriber, Subscription {
    typealias Failure = Downstream.Failure
    private let downstream: Downstream
    private let handle: (Input, @escaping (Downstream.Input) -> Void) -> Void
    private let onCancel: () -> Void
    private var upstream: Subscription?
    init(_ downstream: Downstream, onCancel: @escaping () -> Void = {},
         handle: @escaping (Input, @escaping (Downstream.Input) -> Void) -> Void) {
        self.downstream = downstream; self.handle = handle; self.onCancel = onCancel
    }
    func receive(subscription: Subscription) {
        upstream = subscription
        downstream.receive(subscription: self)
    }
    func receive(_ input: Input) -> Subscribers.Demand {
        guard upstream != nil else { return .none }
        handle(input) { [downstream] in _ = downstream.receive($0) }
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) {
        guard upstream != nil else { return }
        upstream = nil
        downstream.receive(completion: completion)
    }
    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }
    func cancel() {
        upstream?.cancel()
        upstream = nil
        onCancel()
    }
}

/// A subscription that only ends (for publishers that send everything at once).
private final class Finished: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

/// Sends one value, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: Finished())
        _ = subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }
}

/// Sends nothing; finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Finished())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// Fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Finished())
        subscriber.receive(completion: .failure(error))
    }
}

/// A publisher with its type erased.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (AnySubscriber<Output, Failure>) -> Void
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = { publisher.receive(subscriber: $0) }
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
    }
}

/// A subscriber with its type erased.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let subscription: (Subscription) -> Void
    private let value: (Input) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<Failure>) -> Void
    public let combineIdentifier: CombineIdentifier
    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        subscription = s.receive(subscription:); value = s.receive(_:); completion = s.receive(completion:)
        combineIdentifier = s.combineIdentifier
    }
    public func receive(subscription: Subscription) { self.subscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publishers {
    /// Each value transformed (`map`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.receive(subscriber: Stage(subscriber) { value, send in send(transform(value)) })
        }
    }

    /// Each non-nil result of a transform (`compactMap`), or each value that passes a test (`filter`).
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.receive(subscriber: Stage(subscriber) { value, send in if let v = transform(value) { send(v) } })
        }
    }

    /// Values that differ from the one before (`removeDuplicates`).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var last: Output?
            upstream.receive(subscriber: Stage(subscriber) { value, send in
                if let previous = last, predicate(previous, value) { return }
                last = value
                send(value)
            })
        }
    }

    /// The upstream's values on another scheduler (`receive(on:)`): every scheduler delivers
    /// at once, on the virtual clock's current instant.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Stage(subscriber) { value, send in send(value) })
        }
    }

    /// The last value of each burst, sent once `dueTime` has passed without another
    /// (`debounce`), or every value sent `dueTime` later (`delay`), on the virtual clock.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: SchedulerStride
        public let scheduler: Context
        /// false: `delay` (every value, none dropped).
        let dropsBursts: Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (due, dropsBursts) = (dueTime.seconds, self.dropsBursts)
            var pending: [Cancellable] = []
            let stage = Stage<Output, S>(subscriber, onCancel: { pending.forEach { $0.cancel() }; pending = [] }) { value, send in
                if dropsBursts { pending.forEach { $0.cancel() }; pending = [] }
                // Outside a running view graph nothing is ever due.
                guard let clock = VirtualClock.current else { return }
                pending.append(clock.schedule(at: clock.now + due) { send(value) })
            }
            upstream.receive(subscriber: stage)
        }
    }

    /// At most one value per interval on the virtual clock (`throttle`): a value arriving with
    /// no interval open is sent at once and opens one; values within it wait, and at its end
    /// the latest (or the first) of them is sent and opens the next.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: SchedulerStride
        public let scheduler: Context
        public let latest: Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (interval, latest) = (self.interval.seconds, self.latest)
            var open: Cancellable?, waiting: Output?
            let stage = Stage<Output, S>(subscriber, onCancel: { open?.cancel(); open = nil }) { value, send in
                guard let clock = VirtualClock.current else { return send(value) }
                if open != nil {
                    if latest || waiting == nil { waiting = value }
                    return
                }
                send(value)
                func close(at t: Double) {
                    open = clock.schedule(at: t) {
                        guard let next = waiting else { open = nil; return }
                        waiting = nil
                        send(next)
                        close(at: clock.now + interval)
                    }
                }
                close(at: clock.now + interval)
            }
            upstream.receive(subscriber: stage)
        }
    }

    /// Connects a connectable publisher when its first subscriber attaches and disconnects
    /// when the last one cancels (`autoconnect()`). It counts per running clock: each view
    /// graph rendering the same view connects its own timer.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private var connections: [ObjectIdentifier?: (connection: Cancellable, subscribers: Int)] = [:]
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let clock = VirtualClock.current.map { ObjectIdentifier($0) }
            upstream.receive(subscriber: Stage(subscriber, onCancel: { [weak self] in self?.release(clock) }) { value, send in send(value) })
            if connections[clock] == nil { connections[clock] = (upstream.connect(), 0) }
            connections[clock]?.subscribers += 1
        }
        private func release(_ clock: ObjectIdentifier?) {
            guard var entry = connections[clock] else { return }
            entry.subscribers -= 1
            if entry.subscribers > 0 { connections[clock] = entry; return }
            connections[clock] = nil
            entry.connection.cancel()
        }
    }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
    }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.CompactMap<Self, Output> {
        Publishers.CompactMap(upstream: self) { isIncluded($0) ? $0 : nil }
    }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
    public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, dropsBursts: true)
    }
    public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
    public func delay<S: Scheduler>(for interval: SchedulerStride, tolerance: SchedulerStride? = nil, scheduler: S,
                                    options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: interval, scheduler: scheduler, dropsBursts: false)
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// The subscribers of a subject, each sent what the subject sends.
final class SubjectSubscribers<Output, Failure: Error> {
    private final class Link: Subscription {
        var send: ((Output) -> Void)?
        var finish: ((Subscribers.Completion<Failure>) -> Void)?
        func request(_ demand: Subscribers.Demand) {}
        func cancel() { send = nil; finish = nil }
    }
    private var links: [Link] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        let link = Link()
        link.send = { _ = subscriber.receive($0) }
        link.finish = { subscriber.receive(completion: $0) }
        subscriber.receive(subscription: link)
        if let completion { subscriber.receive(completion: completion); return }
        links.removeAll { $0.send == nil }
        links.append(link)
    }
    func send(_ value: Output) {
        guard completion == nil else { return }
        for link in links { link.send?(value) }
    }
    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        for link in links { link.finish?(completion); link.cancel() }
        links = []
    }
}

/// A subject that relays what it is sent to its subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    public init() {}
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscribers.attach(subscriber) }
    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: Subscription) { subscription.request(.unlimited) }
}

/// A subject with a current value: new subscribers are sent it first.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    public var value: Output {
        didSet { subscribers.send(value) }
    }
    public init(_ value: Output) { self.value = value }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber)
        if subscribers.completion == nil { _ = subscriber.receive(value) }
    }
    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: Subscription) { subscription.request(.unlimited) }
}
