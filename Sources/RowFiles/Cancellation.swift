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
/// to stop where it can remove its partial output (`signal` says which came). Work that has
/// not stopped within `grace` — a long step that does not poll — is stopped for it: the
/// temporaries of outputs not yet in place are removed (after a commit under way) and the
/// process exits with 128 + the signal, saying what was written. A second signal does the
/// same at once. With `passOn`, signals go to it instead (a parent passing them to its
/// child). `stop()` ends the watch; with none watching, a signal exits likewise at once.
public final class InterruptWatch: Sendable {
    public let cancellation = Cancellation()
    private let received = Atomic<Int32>(0)
    private let passOn: (@Sendable (Int32) -> Void)?
    /// Outputs this process had put in place when the watch began.
    private let placedBefore: Int
    /// How long work may take to stop by itself after a signal.
    public static let grace = 0.75

    public init(passOn: (@Sendable (Int32) -> Void)? = nil) {
        self.passOn = passOn
        placedBefore = PendingOutputs.shared.placedCount
        SignalRoute.shared.push(self)
    }

    /// The line an interrupt ends with, true to what this watch's work put in place.
    public static func message(placed: Int) -> String {
        placed == 0 ? "error: interrupted; nothing was written"
                    : "error: interrupted after \(placed) output\(placed == 1 ? " was" : "s were") written in full; nothing else was written"
    }

    /// Outputs put in place since the watch began.
    public var placed: Int { PendingOutputs.shared.placedCount - placedBefore }

    /// Stops the process now: removes what is not in place, says so, exits 128 + `sig`.
    fileprivate func stopProcess(_ sig: Int32) -> Never {
        PendingOutputs.shared.abandon(code: 128 + sig, message: { Self.message(placed: $0) }, since: placedBefore)
    }

    /// The signal that came (nil while none has).
    public var signal: Int32? { let s = received.load(ordering: .relaxed); return s == 0 ? nil : s }

    public func stop() { SignalRoute.shared.remove(self) }

    fileprivate func receive(_ sig: Int32) {
        received.store(sig, ordering: .relaxed)
        if let passOn { return passOn(sig) }
        if cancellation.isCancelled { stopProcess(sig) }
        cancellation.cancel()
        SignalRoute.queue.asyncAfter(deadline: .now() + Self.grace) { [self] in
            if SignalRoute.shared.isWatching(self) { stopProcess(sig) }
        }
    }
}

/// SIGINT and SIGTERM, caught once for the whole process (libdispatch on Linux installs its
/// handler only for a signal's first source) and given to the newest watch.
final class SignalRoute: @unchecked Sendable {      // `sources` is set once, in init
    static let shared = SignalRoute()
    /// Where signals and the grace period's end are handled: a queue of their own, which gets a
    /// thread even while render workers hold every thread of the global pool (a handler on the
    /// global queue waited for a whole gallery to finish before it ran).
    static let queue = DispatchQueue(label: "rowframe.interrupts")
    private let watches = Mutex<[InterruptWatch]>([])
    private let sources: [DispatchSourceSignal]

    private init() {
        sources = [SIGINT, SIGTERM].map { sig in
            Glibc.signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: SignalRoute.queue)
            source.setEventHandler { SignalRoute.shared.deliver(sig) }
            source.resume()
            return source
        }
    }

    private func deliver(_ sig: Int32) {
        guard let watch = watches.withLock({ $0.last }) else {
            PendingOutputs.shared.abandon(code: 128 + sig, message: { InterruptWatch.message(placed: $0) }, since: PendingOutputs.shared.placedCount)
        }
        watch.receive(sig)
    }

    func isWatching(_ watch: InterruptWatch) -> Bool { watches.withLock { $0.contains { $0 === watch } } }

    func push(_ watch: InterruptWatch) { watches.withLock { $0.append(watch) } }
    func remove(_ watch: InterruptWatch) { watches.withLock { $0.removeAll { $0 === watch } } }
}
