// The rest of Combine's operators that app code chains: each is built from one `Relay`
// between upstream and downstream and handed on type-erased (`AnyPublisher`), and Combine's
// publishers of sequences, futures and deferred work.

extension AnyPublisher {
    /// A publisher that attaches each subscriber with `attach`.
    init(attach: @escaping (AnySubscriber<Output, Failure>) -> Void) {
        self.init(Attaching(attach: attach))
    }
}
private struct Attaching<Output, Failure: Error>: Publisher {
    let attach: (AnySubscriber<Output, Failure>) -> Void
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { attach(AnySubscriber(subscriber)) }
}

/// A subscriber between an upstream and a downstream of possibly other types: `value` and
/// `completion` decide what to send on (`send`, `finish`). Once finished it forwards nothing
/// more; finishing early cancels the upstream.
final class Relay<Input, Failure: Error, Output, OutFailure: Error>: Subscriber, Subscription {
    private let downstream: AnySubscriber<Output, OutFailure>
    var value: (Input, Relay) -> Void = { _, _ in }
    var completion: (Subscribers.Completion<Failure>, Relay) -> Void = { _, _ in }
    var cancelled: () -> Void = {}
    private var upstream: Subscription?
    private(set) var done = false
    /// Subscriptions the relay holds to other publishers (merged, combined, caught).
    var keep: Set<AnyCancellable> = []
    init(_ downstream: AnySubscriber<Output, OutFailure>) { self.downstream = downstream }
    func receive(subscription: Subscription) {
        if upstream == nil { upstream = subscription; downstream.receive(subscription: self) } else { subscription.request(.unlimited) }
    }
    func receive(_ input: Input) -> Subscribers.Demand {
        if !done { value(input, self) }
        return .none
    }
    func receive(completion c: Subscribers.Completion<Failure>) { if !done { completion(c, self) } }
    func send(_ output: Output) { if !done { _ = downstream.receive(output) } }
    func finish(_ c: Subscribers.Completion<OutFailure> = .finished, cancellingUpstream: Bool = false) {
        guard !done else { return }
        done = true
        if cancellingUpstream { upstream?.cancel() }
        upstream = nil
        downstream.receive(completion: c)
    }
    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }
    func cancel() {
        done = true
        upstream?.cancel(); upstream = nil
        keep.forEach { $0.cancel() }; keep = []
        cancelled()
    }
}

extension Publisher {
    /// The publisher with each subscriber attached through a relay `configure` sets up.
    fileprivate func relayed<O, F: Error>(_ configure: @escaping (Relay<Output, Failure, O, F>) -> Void) -> AnyPublisher<O, F> {
        AnyPublisher { downstream in
            let relay = Relay<Output, Failure, O, F>(downstream)
            configure(relay)
            self.receive(subscriber: relay)
        }
    }
    /// Passes values on unchanged and completions through `completion` (default: as they are).
    fileprivate func passing(_ value: @escaping (Output, Relay<Output, Failure, Output, Failure>) -> Void) -> AnyPublisher<Output, Failure> {
        relayed { r in
            r.value = value
            r.completion = { c, r in r.finish(c) }
        }
    }
}

extension Subscribers.Completion {
    /// The same completion with its error changed.
    func mapError<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: return .finished
        case .failure(let e): return .failure(transform(e))
        }
    }
}

// MARK: - Filtering and counting

extension Publisher {
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        var left = count
        return passing { v, r in if left > 0 { left -= 1 } else { r.send(v) } }
    }
    public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        var dropping = true
        return passing { v, r in
            if dropping, predicate(v) { return }
            dropping = false; r.send(v)
        }
    }
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> {
        relayed { r in
            var sent = 0
            r.value = { v, r in
                guard sent < maxLength else { return }
                sent += 1; r.send(v)
                if sent == maxLength { r.finish(cancellingUpstream: true) }
            }
            r.completion = { c, r in r.finish(c) }
            if maxLength == 0 { r.finish() }
        }
    }
    public func prefix(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        passing { v, r in if predicate(v) { r.send(v) } else { r.finish(cancellingUpstream: true) } }
    }
    public func first() -> AnyPublisher<Output, Failure> { prefix(1) }
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        passing { v, r in if predicate(v) { r.send(v); r.finish(cancellingUpstream: true) } }
    }
    public func last() -> AnyPublisher<Output, Failure> {
        relayed { r in
            var latest: Output?
            r.value = { v, _ in latest = v }
            r.completion = { c, r in
                if case .finished = c, let latest { r.send(latest) }
                r.finish(c)
            }
        }
    }
    public func output(at index: Int) -> AnyPublisher<Output, Failure> { dropFirst(index).prefix(1) }
    public func ignoreOutput() -> AnyPublisher<Never, Failure> {
        relayed { r in r.completion = { c, r in r.finish(c) } }
    }
}
extension Publisher where Output: Equatable {
    public func contains(_ output: Output) -> AnyPublisher<Bool, Failure> { self.contains { $0 == output } }
}
extension Publisher {
    public func contains(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Bool, Failure> {
        relayed { r in
            r.value = { v, r in if predicate(v) { r.send(true); r.finish(cancellingUpstream: true) } }
            r.completion = { c, r in if case .finished = c { r.send(false) }; r.finish(c) }
        }
    }
}

// MARK: - Transforming

extension Publisher {
    public func scan<T>(_ initialResult: T, _ next: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        relayed { r in
            var acc = initialResult
            r.value = { v, r in acc = next(acc, v); r.send(acc) }
            r.completion = { c, r in r.finish(c) }
        }
    }
    public func reduce<T>(_ initialResult: T, _ next: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        relayed { r in
            var acc = initialResult
            r.value = { v, _ in acc = next(acc, v) }
            r.completion = { c, r in if case .finished = c { r.send(acc) }; r.finish(c) }
        }
    }
    public func collect() -> AnyPublisher<[Output], Failure> {
        relayed { r in
            var all: [Output] = []
            r.value = { v, _ in all.append(v) }
            r.completion = { c, r in if case .finished = c { r.send(all) }; r.finish(c) }
        }
    }
    public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> {
        relayed { r in
            var batch: [Output] = []
            r.value = { v, r in
                batch.append(v)
                if batch.count >= count { r.send(batch); batch = [] }
            }
            r.completion = { c, r in if case .finished = c, !batch.isEmpty { r.send(batch) }; r.finish(c) }
        }
    }
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? {
        relayed { r in
            r.value = { v, r in r.send(v ?? output) }
            r.completion = { c, r in r.finish(c) }
        }
    }
    public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> {
        relayed { r in
            var any = false
            r.value = { v, r in any = true; r.send(v) }
            r.completion = { c, r in if case .finished = c, !any { r.send(output) }; r.finish(c) }
        }
    }
    public func handleEvents(receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        relayed { r in
            r.value = { v, r in receiveOutput?(v); r.send(v) }
            r.completion = { c, r in receiveCompletion?(c); r.finish(c) }
            r.cancelled = { receiveCancel?() }
        }
    }
    /// Logs nothing: a frame's output is its pictures (`print` is accepted and passes values on).
    public func print(_ prefix: String = "") -> AnyPublisher<Output, Failure> { passing { v, r in r.send(v) } }
    public func share() -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { prepend(elements) }
    public func prepend<S: Swift.Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
        relayed { r in
            var started = false
            let first = Array(elements)
            func start(_ r: Relay<Output, Failure, Output, Failure>) { if !started { started = true; first.forEach(r.send) } }
            r.value = { v, r in start(r); r.send(v) }
            r.completion = { c, r in start(r); r.finish(c) }
        }
    }
    public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> { append(elements) }
    public func append<S: Swift.Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
        relayed { r in
            let last = Array(elements)
            r.value = { v, r in r.send(v) }
            r.completion = { c, r in if case .finished = c { last.forEach(r.send) }; r.finish(c) }
        }
    }
}

// MARK: - Errors

extension Publisher {
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        relayed { r in
            r.value = { v, r in r.send(v) }
            r.completion = { c, r in r.finish(c.mapError(transform)) }
        }
    }
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, Error> {
        relayed { r in
            r.value = { v, r in
                do { r.send(try transform(v)) } catch { r.finish(.failure(error), cancellingUpstream: true) }
            }
            r.completion = { c, r in r.finish(c.mapError { $0 as Error }) }
        }
    }
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> AnyPublisher<T, Error> {
        tryMap(transform).compactMap { $0 }.eraseToAnyPublisher()
    }
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, Error> {
        tryMap { try isIncluded($0) ? $0 : nil }.compactMap { $0 }.eraseToAnyPublisher()
    }
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        relayed { r in
            r.value = { v, r in r.send(v) }
            r.completion = { c, r in if case .failure = c { r.send(output) }; r.finish(.finished) }
        }
    }
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> AnyPublisher<Output, Never> {
        relayed { r in
            r.value = { v, r in r.send(v) }
            r.completion = { c, r in
                if case .failure(let e) = c { preconditionFailure("\(prefix)\(e)", file: file, line: line) }
                r.finish(.finished)
            }
        }
    }
    /// On failure, goes on with the publisher `handler` makes of the error.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure> where P.Output == Output {
        relayed { r in
            r.value = { v, r in r.send(v) }
            r.completion = { c, r in
                switch c {
                case .finished: r.finish(.finished)
                case .failure(let e):
                    handler(e).sink(receiveCompletion: { r.finish($0) }, receiveValue: { r.send($0) }).store(in: &r.keep)
                }
            }
        }
    }
    /// `catch` whose handler may throw: its error fails the publisher.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> AnyPublisher<Output, Error> where P.Output == Output {
        mapError { $0 as Error }.catch { error -> AnyPublisher<Output, Error> in
            do { return try handler(error as! Failure).mapError { $0 as Error }.eraseToAnyPublisher() } catch { return Fail(error: error).eraseToAnyPublisher() }
        }
    }
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
}
extension Publisher where Failure == Never {
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
        relayed { r in
            r.value = { v, r in r.send(v) }
            r.completion = { _, r in r.finish(.finished) }
        }
    }
    public func assign(to keyPath: ReferenceWritableKeyPath<some AnyObject, Output>, onWeak object: some AnyObject) -> AnyCancellable {
        sink { _ in }
    }
}

// MARK: - Combining

extension Publisher {
    /// Values of both as they come; finishes when both have (fails when either does).
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        merged([eraseToAnyPublisher(), other.eraseToAnyPublisher()])
    }
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> AnyPublisher<Output, Failure>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        merged([eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()])
    }
    /// Each time either sends, the latest of both (once both have sent).
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        AnyPublisher { downstream in
            let relay = Relay<Never, Failure, (Output, P.Output), Failure>(downstream)
            var a: Output?, b: P.Output?, finished = 0
            func emit() { if let a, let b { relay.send((a, b)) } }
            func end(_ c: Subscribers.Completion<Failure>) {
                if case .failure = c { relay.finish(c) } else { finished += 1; if finished == 2 { relay.finish() } }
            }
            downstream.receive(subscription: relay)
            self.sink(receiveCompletion: end, receiveValue: { a = $0; emit() }).store(in: &relay.keep)
            other.sink(receiveCompletion: end, receiveValue: { b = $0; emit() }).store(in: &relay.keep)
        }
    }
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure> where P.Failure == Failure {
        combineLatest(other).map(transform).eraseToAnyPublisher()
    }
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> AnyPublisher<(Output, P.Output, Q.Output), Failure>
    where P.Failure == Failure, Q.Failure == Failure {
        combineLatest(p).combineLatest(q).map { ($0.0, $0.1, $1) }.eraseToAnyPublisher()
    }
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T) -> AnyPublisher<T, Failure>
    where P.Failure == Failure, Q.Failure == Failure {
        combineLatest(p, q).map(transform).eraseToAnyPublisher()
    }
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R) -> AnyPublisher<(Output, P.Output, Q.Output, R.Output), Failure>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        combineLatest(p, q).combineLatest(r).map { ($0.0, $0.1, $0.2, $1) }.eraseToAnyPublisher()
    }
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(_ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T) -> AnyPublisher<T, Failure>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        combineLatest(p, q, r).map(transform).eraseToAnyPublisher()
    }
    /// Pairs the n-th values of both.
    public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        AnyPublisher { downstream in
            let relay = Relay<Never, Failure, (Output, P.Output), Failure>(downstream)
            var left: [Output] = [], right: [P.Output] = []
            func emit() { while !left.isEmpty && !right.isEmpty { relay.send((left.removeFirst(), right.removeFirst())) } }
            downstream.receive(subscription: relay)
            self.sink(receiveCompletion: { if case .failure = $0 { relay.finish($0) } }, receiveValue: { left.append($0); emit() }).store(in: &relay.keep)
            other.sink(receiveCompletion: { if case .failure = $0 { relay.finish($0) } }, receiveValue: { right.append($0); emit() }).store(in: &relay.keep)
        }
    }
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure> where P.Failure == Failure {
        zip(other).map(transform).eraseToAnyPublisher()
    }
    /// The n-th values of three (`Zip3`) and of four (`Zip4`) publishers together.
    public func zip<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> AnyPublisher<(Output, P.Output, Q.Output), Failure>
    where P.Failure == Failure, Q.Failure == Failure {
        zip(p).zip(q).map { ($0.0, $0.1, $1) }.eraseToAnyPublisher()
    }
    public func zip<P: Publisher, Q: Publisher, T>(_ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T) -> AnyPublisher<T, Failure>
    where P.Failure == Failure, Q.Failure == Failure {
        zip(p, q).map(transform).eraseToAnyPublisher()
    }
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R) -> AnyPublisher<(Output, P.Output, Q.Output, R.Output), Failure>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        zip(p, q).zip(r).map { ($0.0, $0.1, $0.2, $1) }.eraseToAnyPublisher()
    }
    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(_ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T) -> AnyPublisher<T, Failure>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        zip(p, q, r).map(transform).eraseToAnyPublisher()
    }
    /// Each value turned into a publisher whose values are all sent on.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
    where P.Failure == Failure {
        relayed { r in
            r.value = { v, r in
                transform(v).sink(receiveCompletion: { if case .failure = $0 { r.finish($0) } }, receiveValue: { r.send($0) }).store(in: &r.keep)
            }
            r.completion = { c, r in r.finish(c) }
        }
    }
}
extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the latest inner publisher only.
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> {
        relayed { r in
            var current: AnyCancellable?
            r.value = { inner, r in
                current?.cancel()
                current = inner.sink(receiveCompletion: { if case .failure = $0 { r.finish($0) } }, receiveValue: { r.send($0) })
            }
            r.completion = { c, r in r.finish(c) }
        }
    }
}

/// Sends the values of several publishers as they come; finishes when all have.
private func merged<Output, Failure: Error>(_ publishers: [AnyPublisher<Output, Failure>]) -> AnyPublisher<Output, Failure> {
    AnyPublisher { downstream in
        let relay = Relay<Never, Failure, Output, Failure>(downstream)
        var finished = 0
        downstream.receive(subscription: relay)
        for p in publishers {
            p.sink(receiveCompletion: { c in
                if case .failure = c { relay.finish(c) } else { finished += 1; if finished == publishers.count { relay.finish() } }
            }, receiveValue: { relay.send($0) }).store(in: &relay.keep)
        }
    }
}

extension Publishers {
    /// Sends a sequence's elements, then finishes (`[1, 2, 3].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay<Never, Failure, Output, Failure>(AnySubscriber(subscriber))
            subscriber.receive(subscription: relay)
            for element in sequence where !relay.done { relay.send(element) }
            relay.finish()
        }
    }
    /// Values of several publishers as they come (`Publishers.Merge(a, b)`).
    public static func Merge<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> AnyPublisher<A.Output, A.Failure>
    where A.Output == B.Output, A.Failure == B.Failure { a.merge(with: b) }
    /// The latest values of two publishers (`Publishers.CombineLatest(a, b)`).
    public static func CombineLatest<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> AnyPublisher<(A.Output, B.Output), A.Failure>
    where A.Failure == B.Failure { a.combineLatest(b) }
    public static func Zip<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> AnyPublisher<(A.Output, B.Output), A.Failure>
    where A.Failure == B.Failure { a.zip(b) }
}
extension Swift.Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// A value produced once, later or at once (`Future { promise in … }`): every subscriber gets
/// it, whenever it subscribes.
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private var result: Result<Output, Failure>?
    private var waiting: [AnySubscriber<Output, Failure>] = []
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }
    private func fulfill(_ r: Result<Output, Failure>) {
        guard result == nil else { return }
        result = r
        let subscribers = waiting; waiting = []
        subscribers.forEach(deliver)
    }
    private func deliver(_ s: AnySubscriber<Output, Failure>) {
        switch result {
        case .success(let v)?: _ = s.receive(v); s.receive(completion: .finished)
        case .failure(let e)?: s.receive(completion: .failure(e))
        case nil: waiting.append(s)
        }
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let s = AnySubscriber(subscriber)
        let relay = Relay<Never, Failure, Output, Failure>(s)
        subscriber.receive(subscription: relay)
        deliver(s)
    }
}

/// A publisher made when a subscriber attaches (`Deferred { … }`).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}
