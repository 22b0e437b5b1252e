#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FileBridge
import Synchronization

/// A folder of outputs built in a hidden sibling (`.NAME.partial-PID-XXXXXX`) and moved into
/// place whole by `commit()`, so readers and interrupts see the complete folder or nothing.
/// An existing destination is replaced only if RowFrame wrote it (it holds the marker file)
/// or it is empty; the swap is atomic where the kernel can exchange two paths.
public final class StagedFolder: Sendable {
    /// The name of the marker file in every folder RowFrame writes.
    public static let markerName = ".rowframe-output"
    /// Where the folder will appear.
    public let destination: String
    /// Where to write now.
    public let path: String
    private let committed = Atomic<Bool>(false)

    public init(destination: String) throws {
        var dest = destination
        while dest.count > 1 && dest.hasSuffix("/") { dest.removeLast() }
        self.destination = dest
        let (parent, name) = splitPath(dest)
        guard !name.isEmpty, name != ".", name != ".." else { throw FileError.io(path: destination, message: "not a folder name") }
        if let existing = fileStatus(dest), !existing.isDirectory { throw FileError.notRegularFile(path: dest) }
        if FileTree.exists(dest) { try Self.checkReplaceable(dest) }
        try FileTree.createFolder(parent)
        AtomicFile.removeStaleTemporaries(in: parent)
        var template = Array("\(parent)/.\(name).partial-\(getpid())-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw FileError.io(path: destination, message: "cannot create a folder in \(parent): \(errnoText())")
        }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        chmod(path, 0o755)
        try AtomicFile.write(Array("written by rowframe\n".utf8), to: path + "/" + Self.markerName)
    }

    deinit { if !committed.load(ordering: .relaxed) { discard() } }

    /// Whether `folder` may be replaced: it is empty, or RowFrame wrote it.
    static func checkReplaceable(_ folder: String) throws {
        guard fileStatus(folder)?.isDirectory == true else { throw FileError.notRegularFile(path: folder) }
        if fileStatus(folder + "/" + markerName)?.isRegular == true { return }
        guard let dir = opendir(folder) else { throw FileError.io(path: folder, message: "cannot list: \(errnoText())") }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name != "." && name != ".." { throw FileError.notOurFolder(path: folder) }
        }
    }

    /// Writes the file `name` in the staged folder directly: nothing in it is visible until
    /// `commit()`, which makes every file durable first, so a file here needs neither its own
    /// temporary nor its own fsync (many files cost one sync instead of one each).
    public func write(_ bytes: [UInt8], name: String) throws {
        let target = path + "/" + name
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
            throw FileError.io(path: target, message: "not a file name")
        }
        let fd = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw FileError.io(path: target, message: "cannot create: \(errnoText())") }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let message = errnoText()
                close(fd)
                throw FileError.io(path: target, message: "write failed: \(message)")
            }
            written += n
        }
        guard close(fd) == 0 else { throw FileError.io(path: target, message: "close failed: \(errnoText())") }
    }

    /// Moves the folder into place, replacing an earlier RowFrame output there. Everything
    /// written in it is made durable before it appears.
    public func commit() throws {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError.io(path: path, message: "cannot open: \(errnoText())") }
        let synced = rf_sync_file_system(fd) == 0 && fsync(fd) == 0
        let message = synced ? "" : errnoText()
        close(fd)
        guard synced else { throw FileError.io(path: path, message: "cannot sync: \(message)") }
        if FileTree.exists(destination) {
            try Self.checkReplaceable(destination)
            if rf_rename_exchange(path, destination) == 0 {
                committed.store(true, ordering: .relaxed)
                try? FileTree.remove(path)      // now the old folder
                syncFolder(splitPath(destination).folder)
                return
            }
            // No atomic exchange here: move the old folder aside, then the new one in.
            let aside = path + "-old"
            guard rename(destination, aside) == 0 else { throw FileError.io(path: destination, message: "cannot move the old folder aside: \(errnoText())") }
            guard rename(path, destination) == 0 else {
                let message = errnoText()
                rename(aside, destination)
                throw FileError.io(path: destination, message: "cannot move into place: \(message)")
            }
            committed.store(true, ordering: .relaxed)
            try? FileTree.remove(aside)
        } else {
            guard rename(path, destination) == 0 else { throw FileError.io(path: destination, message: "cannot move into place: \(errnoText())") }
            committed.store(true, ordering: .relaxed)
        }
        syncFolder(splitPath(destination).folder)
    }

    /// Removes the staged folder (nothing appears at the destination).
    public func discard() {
        guard !committed.load(ordering: .relaxed) else { return }
        try? FileTree.remove(path)
    }
}
