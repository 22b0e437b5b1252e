#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File reads and all-or-nothing writes: data goes to a temporary file in the destination's
/// folder, which is renamed into place only when complete, so no reader ever sees a partial file.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw PNGError.io(path: path, message: "the path names a folder, not a file") }
        var template = Array("\(dir.isEmpty ? "/" : dir)/.\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw PNGError.io(path: path, message: "cannot create a file in \(dir): \(errnoText())") }
        let tmp = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer { if !ok { unlink(tmp) } }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let e = errnoText(); close(fd)
                throw PNGError.io(path: path, message: "write failed: \(e)")
            }
            written += n
        }
        fchmod(fd, 0o644)
        guard close(fd) == 0 else { throw PNGError.io(path: path, message: "close failed: \(errnoText())") }
        guard rename(tmp, path) == 0 else { throw PNGError.io(path: path, message: "cannot move into place: \(errnoText())") }
        ok = true
    }

    public static func read(path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw PNGError.io(path: path, message: "cannot open: \(errnoText())") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw PNGError.io(path: path, message: "cannot stat: \(errnoText())") }
        guard (st.st_mode & S_IFMT) == S_IFREG else { throw PNGError.io(path: path, message: "not a regular file") }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 { if errno == EINTR { continue }; throw PNGError.io(path: path, message: "read failed: \(errnoText())") }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
        }
        return out
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
