#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written piece by piece without holding it in memory, under a hidden temporary name
/// beside its destination; `finish()` fsyncs it and renames it into place, and dropping it
/// unfinished removes it.
public final class StreamingFile {
    public let destination: String
    private let temporary: String
    private var fd: Int32
    private var finished = false

    public init(_ destination: String) throws {
        let (folder, name) = splitPath(destination)
        guard !name.isEmpty, name != ".", name != ".." else { throw FileError.io(path: destination, message: "the path names a folder, not a file") }
        if let existing = fileStatus(destination), !existing.isRegular { throw FileError.notRegularFile(path: destination) }
        AtomicFile.removeStaleTemporaries(in: folder)
        var template = Array("\(folder)/.\(name).tmp-\(getpid())-XXXXXX".utf8CString)
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError.io(path: destination, message: "cannot create a file in \(folder): \(errnoText())") }
        temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        self.destination = destination
        PendingOutputs.shared.add(temporary, folder: false)
    }

    deinit {
        if !finished { close(fd); unlink(temporary); PendingOutputs.shared.remove(temporary) }
    }

    public func append(_ bytes: [UInt8]) throws {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError.io(path: destination, message: "write failed: \(errnoText())")
            }
            written += n
        }
    }

    /// Syncs the file and moves it into place.
    public func finish() throws {
        fchmod(fd, 0o644)
        guard fsync(fd) == 0 else { throw FileError.io(path: destination, message: "fsync failed: \(errnoText())") }
        guard close(fd) == 0 else { throw FileError.io(path: destination, message: "close failed: \(errnoText())") }
        finished = true
        if let existing = fileStatus(destination), !existing.isRegular {
            unlink(temporary); PendingOutputs.shared.remove(temporary)
            throw FileError.notRegularFile(path: destination)
        }
        try PendingOutputs.shared.commit {
            guard rename(temporary, destination) == 0 else {
                let message = errnoText(); unlink(temporary); PendingOutputs.shared.remove(temporary)
                throw FileError.io(path: destination, message: "cannot move into place: \(message)")
            }
            PendingOutputs.shared.placed(temporary, at: destination)
        }
        syncFolder(splitPath(destination).folder)
    }
}
