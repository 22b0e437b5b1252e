#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File reads with a size budget that never block on a FIFO or device, and all-or-nothing
/// writes: bytes go to a temporary file beside the destination (`.NAME.tmp-PID-XXXXXX`),
/// which is fsynced and renamed into place, so no reader ever sees a partial file and a
/// crash leaves at most a hidden temporary that the next write into that folder removes.
public enum AtomicFile {
    /// The default read budget: 1 GiB.
    public static let defaultReadLimit = 1 << 30

    /// Writes `bytes` to `path`. An existing non-regular file (a device such as /dev/full, a
    /// FIFO, a folder) is never replaced.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try write(contentsOf: $0, to: path) }
    }

    /// Writes raw bytes to `path` (see `write(_:to:)`).
    public static func write(contentsOf bytes: UnsafeRawBufferPointer, to path: String) throws {
        try PreparedFile(contentsOf: bytes, for: path).place()
    }

    /// Reads a regular file of at most `limit` bytes. FIFOs, devices and folders are refused
    /// before anything is read (opening a FIFO could block forever).
    public static func read(path: String, limit: Int = defaultReadLimit) throws -> [UInt8] {
        guard let st = fileStatus(path) else { throw FileError.io(path: path, message: "cannot open: \(errnoText())") }
        guard st.isRegular else { throw FileError.notRegularFile(path: path) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw FileError.io(path: path, message: "cannot open: \(errnoText())") }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0 else { throw FileError.io(path: path, message: "cannot stat: \(errnoText())") }
        guard opened.isRegular else { throw FileError.notRegularFile(path: path) }
        let size = Int(opened.st_size)
        guard size <= limit else { throw FileError.tooLarge(path: path, bytes: size, limit: limit) }
        var out = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let n = out.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, size - filled) }
            if n < 0 { if errno == EINTR { continue }; throw FileError.io(path: path, message: "read failed: \(errnoText())") }
            if n == 0 { break }   // the file shrank while being read: keep what is there
            filled += n
        }
        if filled < size { out.removeLast(size - filled) }
        return out
    }

    /// Removes temporaries (`.NAME.tmp-PID-XXXXXX`, `.NAME.partial-PID-XXXXXX`) that a process
    /// which no longer runs left in `folder` when it was killed.
    public static func removeStaleTemporaries(in folder: String) {
        guard let dir = opendir(folder) else { return }
        var stale: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            guard name.hasPrefix("."), let pid = temporaryOwner(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            stale.append(folder + "/" + name)
        }
        closedir(dir)
        for path in stale { try? FileTree.remove(path) }
    }

    /// The process id in a temporary's name, or nil when the name is not one of ours.
    static func temporaryOwner(_ name: String) -> pid_t? {
        // The last two dash-separated fields are the pid and mkstemp's six characters.
        let fields = name.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count >= 3, fields[fields.count - 1].count == 6,
              fields[fields.count - 3].hasSuffix(".tmp") || fields[fields.count - 3].hasSuffix(".partial"),
              let pid = pid_t(fields[fields.count - 2]), pid > 0 else { return nil }
        return pid
    }
}
