#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A file written and fsynced beside its destination under a hidden temporary name
/// (`.NAME.tmp-PID-XXXXXX`), placed by `place()` (a rename, then a sync of the folder) or
/// removed when dropped. Preparing several files before placing any keeps a set of writes
/// close to all-or-nothing.
public final class PreparedFile: Sendable {
    public let destination: String
    let temporary: String
    private let placed = Atomic<Bool>(false)

    public convenience init(_ bytes: [UInt8], for destination: String) throws {
        try self.init(bytes.withUnsafeBytes { try Self.writeTemporary($0, for: destination) }, destination: destination)
    }

    public convenience init(contentsOf bytes: UnsafeRawBufferPointer, for destination: String) throws {
        try self.init(try Self.writeTemporary(bytes, for: destination), destination: destination)
    }

    private init(_ temporary: String, destination: String) throws {
        self.temporary = temporary; self.destination = destination
    }

    deinit {
        if !placed.load(ordering: .relaxed) { unlink(temporary); PendingOutputs.shared.remove(temporary) }
    }

    /// Renames the file into place. An existing non-regular file is never replaced.
    public func place() throws { try Self.place([self]) }

    /// Renames the files into place together, then removes the files at `removing`: an
    /// interrupt comes before or after all of it (an error stops at the step that failed).
    /// No existing non-regular file is replaced.
    public static func place(_ files: [PreparedFile], removing: [String] = []) throws {
        for f in files {
            if let existing = fileStatus(f.destination), !existing.isRegular { throw FileError.notRegularFile(path: f.destination) }
        }
        try PendingOutputs.shared.commit {
            for f in files {
                guard rename(f.temporary, f.destination) == 0 else {
                    throw FileError.io(path: f.destination, message: "cannot move into place: \(errnoText())")
                }
                f.placed.store(true, ordering: .relaxed)
                PendingOutputs.shared.placed(f.temporary, at: f.destination)
            }
            for path in removing { try FileTree.remove(path) }
        }
        for folder in Set(files.map { splitPath($0.destination).folder }) { syncFolder(folder) }
    }

    static func writeTemporary(_ bytes: UnsafeRawBufferPointer, for path: String) throws -> String {
        let (folder, name) = splitPath(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw FileError.io(path: path, message: "the path names a folder, not a file")
        }
        if let existing = fileStatus(path), !existing.isRegular { throw FileError.notRegularFile(path: path) }
        AtomicFile.removeStaleTemporaries(in: folder)
        var template = Array("\(folder)/.\(name).tmp-\(getpid())-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError.io(path: path, message: "cannot create a file in \(folder): \(errnoText())") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        PendingOutputs.shared.add(temporary, folder: false)
        func fail(_ message: String) -> FileError {
            close(fd); unlink(temporary); PendingOutputs.shared.remove(temporary)
            return FileError.io(path: path, message: message)
        }
        var written = 0
        while written < bytes.count {
            let n = write(fd, bytes.baseAddress! + written, bytes.count - written)
            if n < 0 {
                if errno == EINTR { continue }
                throw fail("write failed: \(errnoText())")
            }
            written += n
        }
        fchmod(fd, 0o644)
        guard fsync(fd) == 0 else { throw fail("fsync failed: \(errnoText())") }
        guard close(fd) == 0 else { throw fail("close failed: \(errnoText())") }
        return temporary
    }
}
