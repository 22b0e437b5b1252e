import Foundation

// A publisher's values as an async sequence (`publisher.values`, iOS 15): `for await value in
// subject.values`. The sequence subscribes when iterated and buffers what arrives before it is
// asked, so no value sent synchronously on subscription is lost.

extension Publisher where Failure == Never {
    /// The values as an async sequence that ends when the publisher finishes.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}
extension Publisher {
    /// The values as an async sequence that ends when the publisher finishes and throws its failure.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// A never-failing publisher's values, as an async sequence.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    let publisher: P
    public init(_ publisher: P) { self.publisher = publisher }
    public func makeAsyncIterator() -> Iterator { Iterator(inbox: PublisherInbox(publisher)) }
    public struct Iterator: AsyncIteratorProtocol {
        let inbox: PublisherInbox<P.Output, Never>
        public mutating func next() async -> P.Output? { try? await inbox.next() }
    }
}

/// A publisher's values, as an async sequence that throws the publisher's failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    let publisher: P
    public init(_ publisher: P) { self.publisher = publisher }
    public func makeAsyncIterator() -> Iterator { Iterator(inbox: PublisherInbox(publisher)) }
    public struct Iterator: AsyncIteratorProtocol {
        let inbox: PublisherInbox<P.Output, P.Failure>
        public mutating func next() async throws -> P.Output? { try await inbox.next() }
    }
}

/// The subscriber behind an async publisher: values wait in order until asked for, and a
/// waiting `next()` is resumed by the next value or the completion.
final class PublisherInbox<Output, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer: [Output] = []
    private var completion: Subscribers.Completion<Failure>?
    private var waiting: CheckedContinuation<Output?, Error>?
    private var subscription: Subscription?

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        publisher.receive(subscriber: self)
    }
    deinit { subscription?.cancel() }

    func receive(subscription: Subscription) {
        lock.withLock { self.subscription = subscription }
        subscription.request(.unlimited)
    }
    func receive(_ input: Output) -> Subscribers.Demand {
        let resume: CheckedContinuation<Output?, Error>? = lock.withLock {
            guard let w = waiting else { buffer.append(input); return nil }
            waiting = nil
            return w
        }
        resume?.resume(returning: input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) {
        let resume: CheckedContinuation<Output?, Error>? = lock.withLock {
            self.completion = completion
            defer { waiting = nil }
            return waiting
        }
        guard let resume else { return }
        if case .failure(let error) = completion { resume.resume(throwing: error) } else { resume.resume(returning: nil) }
    }

    func next() async throws -> Output? {
        try await withCheckedThrowingContinuation { continuation in
            lock.lock()
            if !buffer.isEmpty {
                let value = buffer.removeFirst()
                lock.unlock()
                continuation.resume(returning: value)
            } else if let completion {
                lock.unlock()
                if case .failure(let error) = completion { continuation.resume(throwing: error) } else { continuation.resume(returning: nil) }
            } else {
                waiting = continuation
                lock.unlock()
            }
        }
    }
}
