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
/// exits at once with 128 + the signal. With `passOn`, signals go to it instead (a parent
/// passing them to its child). `stop()` ends the watch; with none watching, a signal exits
/// at once with 128 + the signal, as by default.
public final class InterruptWatch: Sendable {
    public let cancellation = Cancellation()
    private let received = Atomic<Int32>(0)
    private let passOn: (@Sendable (Int32) -> Void)?

    public init(passOn: (@Sendable (Int32) -> Void)? = nil) {
        self.passOn = passOn
        SignalRoute.shared.push(self)
    }

    /// The signal that came (nil while none has).
    public var signal: Int32? { let s = received.load(ordering: .relaxed); return s == 0 ? nil : s }

    public func stop() { SignalRoute.shared.remove(self) }

    fileprivate func receive(_ sig: Int32) {
        received.store(sig, ordering: .relaxed)
        if let passOn { return passOn(sig) }
        if cancellation.isCancelled { _exit(128 + sig) }
        cancellation.cancel()
    }
}

/// SIGINT and SIGTERM, caught once for the whole process (libdispatch on Linux installs its
/// handler only for a signal's first source) and given to the newest watch.
private final class SignalRoute: @unchecked Sendable {      // `sources` is set once, in init
    static let shared = SignalRoute()
    private let watches = Mutex<[InterruptWatch]>([])
    private let sources: [DispatchSourceSignal]

    private init() {
        sources = [SIGINT, SIGTERM].map { sig in
            Glibc.signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { SignalRoute.shared.deliver(sig) }
            source.resume()
            return source
        }
    }

    private func deliver(_ sig: Int32) {
        guard let watch = watches.withLock({ $0.last }) else { _exit(128 + sig) }
        watch.receive(sig)
    }

    func push(_ watch: InterruptWatch) { watches.withLock { $0.append(watch) } }
    func remove(_ watch: InterruptWatch) { watches.withLock { $0.removeAll { $0 === watch } } }
}
