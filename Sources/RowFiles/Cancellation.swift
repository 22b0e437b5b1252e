import Dispatch
import Glibc
import Synchronization

/// A flag that long-running work polls between steps (frames, images, files), so an
/// interrupt stops it at a point where its partial output can be removed. The CLI sets it
/// from its signal handler; libraries only read it.
public final class Cancellation: Sendable {
    private let flag = Atomic<Bool>(false)
    public init() {}
    public func cancel() { flag.store(true, ordering: .relaxed) }
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
    /// Throws `FileError.cancelled` once cancelled.
    public func check() throws { if isCancelled { throw FileError.cancelled } }
}

/// Turns SIGINT and SIGTERM into cancellation while it is watching: the first asks the work
/// to stop where it can remove its partial output (`signal` says which came); a second one
/// exits at once with 128 + the signal. `stop()` restores the default handling.
public final class InterruptWatch: @unchecked Sendable {      // its sources are set once, in init
    public let cancellation = Cancellation()
    private let received = ReceivedSignal()
    private let sources: [DispatchSourceSignal]
    private static let signals = [SIGINT, SIGTERM]

    public init() {
        var made: [DispatchSourceSignal] = []
        for sig in Self.signals {
            Glibc.signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [cancellation, received] in
                if cancellation.isCancelled { _exit(128 + sig) }
                received.value.store(sig, ordering: .relaxed)
                cancellation.cancel()
            }
            source.resume()
            made.append(source)
        }
        sources = made
    }

    /// The signal that cancelled the work (nil while none has come).
    public var signal: Int32? { let s = received.value.load(ordering: .relaxed); return s == 0 ? nil : s }

    public func stop() {
        for (source, sig) in zip(sources, Self.signals) { source.cancel(); Glibc.signal(sig, SIG_DFL) }
    }
}

/// The signal received, shared with the handlers' queue.
private final class ReceivedSignal: Sendable { let value = Atomic<Int32>(0) }
