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
