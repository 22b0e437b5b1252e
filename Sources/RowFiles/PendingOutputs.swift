#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporaries this process is writing — files and staged folders not yet in place — and
/// how many outputs it has put in place, so that an interrupt the work does not answer in
/// time can remove them and exit with a true message. Outputs move into place inside
/// `commit`: a forced stop waits for a commit under way and never splits one.
final class PendingOutputs: @unchecked Sendable {       // state only under `lock`
    static let shared = PendingOutputs()

    private var lock = pthread_mutex_t()
    private var temporaries: [String: Bool] = [:]          // path → is a folder
    private var placed = 0

    private init() {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(&lock, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    private func locked<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return try body()
    }

    /// A temporary being written (removed by a forced stop).
    func add(_ path: String, folder: Bool) { locked { temporaries[path] = folder } }
    /// A temporary that is gone or in place.
    func remove(_ path: String) { locked { _ = temporaries.removeValue(forKey: path) } }

    /// Runs `body`, which moves outputs into place (each move calls `placed(_:)`), with no
    /// forced stop during it: several outputs appear together or, on an error, as far as
    /// `body` got.
    func commit<R>(_ body: () throws -> R) rethrows -> R { try locked(body) }

    /// Records that the temporary `path` is now in place at `destination` (inside `commit`):
    /// an output, unless it landed in a staged folder that is itself still pending.
    func placed(_ path: String, at destination: String) {
        locked {
            temporaries.removeValue(forKey: path)
            if !temporaries.contains(where: { $0.value && destination.hasPrefix($0.key + "/") }) { placed += 1 }
        }
    }

    /// Outputs put in place so far by this process.
    var placedCount: Int { locked { placed } }

    /// Removes every temporary, after a commit under way, prints `message` and exits with
    /// `code` (without unwinding: the work still running on other threads stops with it).
    /// Removes a staged folder that worker threads may still be writing into: renamed first,
    /// so no new file can appear in it by its path (a file created between listing the folder
    /// and removing it would leave the folder behind), then removed, trying again if need be.
    private static func removeFolderBeingWritten(_ path: String) {
        // The same temporary's name with another six-character tail (outside mkstemp's
        // alphabet, so it is no other folder's): still ours to `removeStaleTemporaries`.
        let doomed = String(path.dropLast(6)) + "______"
        let target = AtomicFile.temporaryOwner(String(path.split(separator: "/").last ?? "")) != nil && rename(path, doomed) == 0
            ? doomed : path
        for _ in 0..<20 {
            if (try? FileTree.remove(target)) != nil { return }
            usleep(1000)
        }
    }

    func abandon(code: Int32, message: (_ placedSince: Int) -> String, since: Int) -> Never {
        pthread_mutex_lock(&lock)           // held until the process ends: nothing moves now
        for (path, folder) in temporaries {
            if folder { Self.removeFolderBeingWritten(path) } else { unlink(path) }
        }
        let line = message(placed - since) + "\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        _exit(code)
    }
}
