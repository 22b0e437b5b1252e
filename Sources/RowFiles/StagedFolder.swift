#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
// Implementation-only, as every C import (why: Package.swift, beside the C targets).
@_implementationOnly import FileBridge
import Synchronization

/// A folder of outputs built in a hidden sibling (`.NAME.partial-PID-XXXXXX`) and moved into
/// place whole by `commit()`, so readers and interrupts see the complete folder or nothing.
/// An existing destination is replaced only if it is empty or RowFrame wrote it — its marker
/// file lists every file RowFrame put there, and a file added since (a note, a golden copied
/// in) keeps it from being replaced; the swap is atomic where the kernel can exchange two
/// paths.
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
        if let existing = fileStatus(dest), !existing.isDirectory { throw FileError.notAFolder(path: dest) }
        if FileTree.exists(dest) { try Self.checkReplaceable(dest) }
        try FileTree.createFolder(parent)
        AtomicFile.removeStaleTemporaries(in: parent)
        var template = Array("\(parent)/.\(name).partial-\(getpid())-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw FileError.io(path: destination, message: "cannot create a folder in \(parent): \(errnoText())")
        }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        PendingOutputs.shared.add(path, folder: true)
        chmod(path, 0o755)
        try AtomicFile.write(Array("\(Self.markerHeading)\n".utf8), to: path + "/" + Self.markerName)
    }

    deinit { if !committed.load(ordering: .relaxed) { discard() } }

    /// The first line of the marker file; the lines after it name the files RowFrame wrote.
    static let markerHeading = "written by rowframe"

    /// Whether `folder` may be replaced: it is empty, or RowFrame wrote it and every file in
    /// it is one its marker lists.
    public static func checkReplaceable(_ folder: String) throws {
        guard fileStatus(folder)?.isDirectory == true else { throw FileError.notAFolder(path: folder) }
        let files = try FileTree.entries(under: folder, hidden: true)
        guard !files.isEmpty else { return }
        let marker = folder + "/" + markerName
        guard fileStatus(marker)?.isRegular == true else { throw FileError.notOurFolder(path: folder) }
        let lines = String(decoding: try AtomicFile.read(path: marker, limit: 64 << 20), as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.first == markerHeading else { throw FileError.notOurFolder(path: folder) }
        let ours = Set(lines.dropFirst()).union([markerName])
        let foreign = files.filter { !ours.contains($0) }
        if !foreign.isEmpty { throw FileError.foreignFiles(path: folder, names: Array(foreign.prefix(3)), count: foreign.count) }
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
        // The marker lists what the folder holds, so a later run can tell files added since.
        let files = try FileTree.entries(under: path, hidden: true).filter { $0 != Self.markerName }
        try write(Array(([Self.markerHeading] + files).joined(separator: "\n").utf8) + [0x0A], name: Self.markerName)
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError.io(path: path, message: "cannot open: \(errnoText())") }
        let synced = rf_sync_file_system(fd) == 0 && fsync(fd) == 0
        let message = synced ? "" : errnoText()
        close(fd)
        guard synced else { throw FileError.io(path: path, message: "cannot sync: \(message)") }
        try PendingOutputs.shared.commit(move)
        syncFolder(splitPath(destination).folder)
    }

    /// The renames of `commit()`, under no forced stop.
    private func move() throws {
        if FileTree.exists(destination) {
            try Self.checkReplaceable(destination)
            if rf_rename_exchange(path, destination) == 0 {
                committed.store(true, ordering: .relaxed)
                PendingOutputs.shared.placed(path, at: destination)
                try? FileTree.remove(path)      // now the old folder
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
            PendingOutputs.shared.placed(path, at: destination)
            try? FileTree.remove(aside)
        } else {
            guard rename(path, destination) == 0 else { throw FileError.io(path: destination, message: "cannot move into place: \(errnoText())") }
            committed.store(true, ordering: .relaxed)
            PendingOutputs.shared.placed(path, at: destination)
        }
    }

    /// Removes the staged folder (nothing appears at the destination).
    public func discard() {
        guard !committed.load(ordering: .relaxed) else { return }
        try? FileTree.remove(path)
        PendingOutputs.shared.remove(path)
    }
}
