import Foundation
import Synchronization
import RowPNG
import RowRaster

/// Comparing PNG files and folders of them (what `rowframe diff` runs).
public enum FileDiff {
    /// Reads a PNG as straight RGBA; errors name the file.
    public static func load(_ path: String) throws -> RGBAImage {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path: path) } catch { throw FileDiffError("\(path): \(error)") }
        return try decode(bytes, path: path)
    }

    /// Decodes PNG bytes already read from `path` (named in errors).
    public static func decode(_ bytes: [UInt8], path: String) throws -> RGBAImage {
        do {
            let d = try PNG.decodeStraight(bytes)
            return RGBAImage(width: d.width, height: d.height, rgba: d.rgba)
        } catch {
            throw FileDiffError("\(path): \(error)")
        }
    }

    /// Reads two PNGs at once (one thread each).
    public static func loadBoth(_ a: String, _ b: String) throws -> (RGBAImage, RGBAImage) {
        let results = Mutex<[Result<RGBAImage, Error>?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let r = Result { try load(i == 0 ? a : b) }
            results.withLock { $0[i] = r }
        }
        let r = results.withLock { $0 }
        return (try r[0]!.get(), try r[1]!.get())
    }

    /// One compared pair.
    public struct Pair {
        public let name: String
        public let a: String, b: String
        /// nil when the sizes differ.
        public let result: DiffResult?
        public let sizes: (String, String)
    }

    /// The PNG names in two folders: matched pairs, and names present on one side only.
    public static func match(_ dirA: String, _ dirB: String) throws -> (pairs: [String], onlyA: [String], onlyB: [String]) {
        func pngs(_ d: String) throws -> Set<String> {
            do {
                return Set(try FileManager.default.contentsOfDirectory(atPath: d).filter { $0.lowercased().hasSuffix(".png") })
            } catch { throw FileDiffError("\(d): cannot list the folder") }
        }
        let a = try pngs(dirA), b = try pngs(dirB)
        return (a.intersection(b).sorted(), a.subtracting(b).sorted(), b.subtracting(a).sorted())
    }

    public static func compare(name: String, _ pathA: String, _ pathB: String, options: DiffOptions) throws -> Pair {
        let (a, b) = try loadBoth(pathA, pathB)
        let sizes = ("\(a.width)×\(a.height)", "\(b.width)×\(b.height)")
        guard a.width == b.width, a.height == b.height else { return Pair(name: name, a: pathA, b: pathB, result: nil, sizes: sizes) }
        return Pair(name: name, a: pathA, b: pathB, result: try ImageDiff.compare(a, b, options: options), sizes: sizes)
    }

    /// The name without its appearance, to report light and dark together: "row.light@3x.png" → "row@3x.png".
    public static func family(_ name: String) -> String {
        name.replacingOccurrences(of: ".light@", with: "@").replacingOccurrences(of: ".dark@", with: "@")
            .replacingOccurrences(of: ".light.", with: ".").replacingOccurrences(of: ".dark.", with: ".")
    }
}

/// A file that could not be read or compared.
public struct FileDiffError: Error, CustomStringConvertible {
    public let description: String
    public init(_ d: String) { description = d }
}
