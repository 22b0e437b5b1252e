import Foundation

/// State behind a pthread mutex (NSLock). Used instead of `Synchronization.Mutex` where
/// ThreadSanitizer must see the ordering: it models pthread locks, not the futexes Mutex uses.
final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State
    init(_ state: State) { self.state = state }
    func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
