#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders as trees of files: listing (recursively, links to folders not followed), creating
/// and removing.
public enum FileTree {
    /// The budget for files listed under one folder.
    public static let maxListedFiles = 200_000

    /// Whether `path` is a folder (following a link).
    public static func isFolder(_ path: String) -> Bool { fileStatus(path)?.isDirectory ?? false }

    /// Whether anything exists at `path` (a dangling link counts).
    public static func exists(_ path: String) -> Bool { linkStatus(path) != nil }

    /// Regular files below `root` whose name ends in `suffix` (case-insensitive), as paths
    /// relative to `root` with "/" separators, sorted. Hidden entries (names starting with
    /// ".") are skipped; links to files are listed, links to folders are not followed.
    public static func files(under root: String, suffix: String) throws -> [String] {
        let lowerSuffix = suffix.lowercased()
        return try entries(under: root, hidden: false).filter { rel in
            let path = root + "/" + rel
            guard let l = linkStatus(path) else { return false }
            return (l.isRegular || (l.isLink && (fileStatus(path)?.isRegular ?? false))) && rel.lowercased().hasSuffix(lowerSuffix)
        }
    }

    /// Every entry below `root` but folders (files, links, anything else), as paths relative
    /// to `root`, sorted; hidden ones only with `hidden`. Links to folders are not followed;
    /// at most `maxListedFiles`.
    public static func entries(under root: String, hidden: Bool) throws -> [String] {
        guard let st = fileStatus(root) else { throw FileError.io(path: root, message: "cannot open: \(errnoText())") }
        guard st.isDirectory else { throw FileError.io(path: root, message: "not a folder") }
        var out: [String] = []
        func walk(_ relative: String) throws {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let dir = opendir(folder) else { throw FileError.io(path: folder, message: "cannot list: \(errnoText())") }
            defer { closedir(dir) }
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                if name != "." && name != ".." && (hidden || !name.hasPrefix(".")) { names.append(name) }
            }
            for name in names.sorted() {
                let rel = relative.isEmpty ? name : relative + "/" + name
                guard let l = linkStatus(root + "/" + rel) else { continue }
                if l.isDirectory { try walk(rel); continue }
                out.append(rel)
                guard out.count <= maxListedFiles else {
                    throw FileError.io(path: root, message: "more than \(maxListedFiles) files; split the folder or use --shard")
                }
            }
        }
        try walk("")
        return out.sorted()
    }

    /// Creates `path` and its missing parents.
    public static func createFolder(_ path: String) throws {
        if fileStatus(path)?.isDirectory == true { return }
        let (parent, _) = splitPath(path)
        if parent != path, parent != ".", parent != "/", fileStatus(parent) == nil { try createFolder(parent) }
        guard mkdir(path, 0o755) == 0 || (errno == EEXIST && fileStatus(path)?.isDirectory == true) else {
            throw FileError.io(path: path, message: "cannot create the folder: \(errnoText())")
        }
    }

    /// Removes a file, a link, or a folder and everything in it (links are removed, never followed).
    public static func remove(_ path: String) throws {
        guard let st = linkStatus(path) else { return }
        if st.isDirectory {
            guard let dir = opendir(path) else { throw FileError.io(path: path, message: "cannot list: \(errnoText())") }
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(dir)
            for name in names { try remove(path + "/" + name) }
            guard rmdir(path) == 0 else { throw FileError.io(path: path, message: "cannot remove: \(errnoText())") }
        } else {
            guard unlink(path) == 0 || errno == ENOENT else { throw FileError.io(path: path, message: "cannot remove: \(errnoText())") }
        }
    }

    /// The path with links, "." and ".." resolved; for a path that does not exist yet, its
    /// nearest existing ancestor is resolved and the rest appended.
    public static func resolved(_ path: String) -> String {
        let absolute: String
        if path.hasPrefix("/") {
            absolute = path
        } else {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let cwd = getcwd(&buffer, buffer.count).map { _ in String(cString: buffer) } ?? "."
            absolute = cwd + "/" + path
        }
        var tail: [String] = []
        var head = absolute
        while true {
            if let real = realpath(head, nil) {
                defer { free(real) }
                var out = String(cString: real)
                for part in tail.reversed() {
                    if part == "" || part == "." { continue }
                    if part == ".." { out = splitPath(out).folder; continue }
                    out += (out.hasSuffix("/") ? "" : "/") + part
                }
                return out
            }
            let (folder, name) = splitPath(head)
            if folder == head { return absolute }
            tail.append(name)
            head = folder
        }
    }
}
