#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
// Implementation-only, as every C import (why: Package.swift, beside the C targets).
@_implementationOnly import PNGBridge
import RowFiles
import RowRaster

/// Why PNG data could not be read or written.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    case notPNG(String)
    case truncated(String)
    case corrupt(String)
    case tooLarge(String)
    case outOfMemory(String)
    case invalidArgument(String)
    case invalidAnimation(String)

    public var description: String {
        switch self {
        case .notPNG(let m): return "not a PNG file: \(m)"
        case .invalidAnimation(let m): return "cannot assemble APNG: \(m)"
        case .truncated(let m): return "truncated PNG: \(m)"
        case .corrupt(let m): return "corrupt PNG: \(m)"
        case .tooLarge(let m): return "PNG too large: \(m)"
        case .outOfMemory(let m): return "out of memory: \(m)"
        case .invalidArgument(let m): return "invalid argument: \(m)"
        }
    }

    init(code: Int32, message: String) {
        switch code {
        case Int32(RF_PNG_ERR_SIGNATURE): self = .notPNG(message)
        case Int32(RF_PNG_ERR_TRUNCATED): self = .truncated(message)
        case Int32(RF_PNG_ERR_TOO_LARGE): self = .tooLarge(message)
        case Int32(RF_PNG_ERR_NOMEM): self = .outOfMemory(message)
        case Int32(RF_PNG_ERR_ARGUMENT): self = .invalidArgument(message)
        default: self = .corrupt(message)
        }
    }
}

/// How PNG data is compressed: the zlib level, the row filter, the zlib strategy and zlib's
/// memory level (its hash table: 2^(memoryLevel + 7) entries).
/// Goldens use `.archival` (small in git); frame export and diff images use `.fast`
/// (libpng's adaptive filter choice costs about 3× a fixed filter for about the same size).
public struct PNGCompression: Sendable, Equatable {
    public enum Filter: Int32, Sendable { case adaptive = 0, none = 0x08, sub = 0x10, up = 0x20, average = 0x40, paeth = 0x80 }
    public enum Strategy: Int32, Sendable { case `default` = 0, filtered = 1, huffmanOnly = 2, rle = 3, fixed = 4 }
    public var level: Int
    public var filter: Filter
    public var strategy: Strategy
    /// 1…9; zlib's default is 8.
    public var memoryLevel: Int
    public init(level: Int, filter: Filter = .adaptive, strategy: Strategy = .default, memoryLevel: Int = 8) {
        self.level = level; self.filter = filter; self.strategy = strategy; self.memoryLevel = memoryLevel
    }
    /// zlib level 6, adaptive filters: libpng's defaults.
    public static let archival = PNGCompression(level: 6)
    /// zlib level 1, unfiltered, memory level 5: the fastest of libpng's choices on rendered
    /// frames (measured with tools/png/strategies.sh: 2.4–3.3 ms for a 1170×312 row frame
    /// against 3.4–6.4 ms with the UP, SUB or Paeth filter or the RLE strategy, files within
    /// 0.9–1.5× of UP's; memory level 5 or 6 a further ≈ 9 % faster than zlib's 8 and no larger,
    /// 9 and 3 slower).
    public static let fast = PNGCompression(level: 1, filter: .none, memoryLevel: 5)
}

/// PNG encoding and decoding through libpng.
public enum PNG {
    /// Pixels per meter for a display scale: Apple's convention of 72 dpi per 1x.
    public static func pixelsPerMeter(scale: Double) -> UInt32 {
        UInt32((72 * scale / 0.0254).rounded())
    }

    /// Encodes a canvas: straight RGBA8 on disk (RGB when opaque), zlib `level` 0…9 (6 is libpng's default),
    /// a pHYs chunk for `scale` when given.
    public static func encode(_ canvas: Canvas, level: Int = 6, scale: Double? = nil) throws -> [UInt8] {
        try encode(canvas, compression: PNGCompression(level: level), scale: scale)
    }

    /// Encodes a canvas with a compression choice (see `PNGCompression`). A fully opaque canvas
    /// is written as RGB straight from its pixels (no copy, a quarter less to compress);
    /// anything else as straight RGBA.
    public static func encode(_ canvas: Canvas, compression: PNGCompression, scale: Double? = nil) throws -> [UInt8] {
        let level = compression.level
        guard (0...9).contains(level) else { throw PNGError.invalidArgument("compression level \(level) is outside 0…9") }
        guard (1...9).contains(compression.memoryLevel) else {
            throw PNGError.invalidArgument("zlib memory level \(compression.memoryLevel) is outside 1…9")
        }
        var buffer = rf_png_buffer(data: nil, size: 0, capacity: 0)
        var message = [CChar](repeating: 0, count: 256)
        let ppm = scale.map { pixelsPerMeter(scale: $0) } ?? 0
        func encode(_ px: UnsafeRawBufferPointer, opaque: Bool) -> Int32 {
            rf_png_encode(px.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(canvas.width), UInt32(canvas.height), Int32(level),
                          compression.filter.rawValue, compression.strategy.rawValue, Int32(compression.memoryLevel), opaque ? 1 : 0, ppm,
                          &buffer, &message, message.count)
        }
        let code = canvas.isOpaque ? canvas.withPremultipliedBytes { encode($0, opaque: true) }
                                   : canvas.straightRGBA.withUnsafeBytes { encode($0, opaque: false) }
        defer { rf_png_free(buffer.data) }
        guard code == RF_PNG_OK, let data = buffer.data else {
            throw PNGError(code: code, message: cText(message))
        }
        return [UInt8](UnsafeBufferPointer(start: data, count: buffer.size))
    }

    /// A decoded image and the display scale its pHYs chunk implies (nil without one).
    public struct Decoded: Sendable {
        public let canvas: Canvas
        public let pixelsPerMeter: UInt32?
    }

    /// Decodes any PNG into a premultiplied canvas. Sizes beyond the canvas limits, bad
    /// signatures, CRC errors, truncation and bad compressed data are typed errors.
    public static func decode(_ bytes: [UInt8]) throws -> Decoded {
        try decodeRaw(bytes) { px, w, h, ppm in
            Decoded(canvas: try Canvas(width: w, height: h, straightRGBA: px), pixelsPerMeter: ppm == 0 ? nil : ppm)
        }
    }

    /// Decodes a PNG to its straight (unpremultiplied) RGBA8 bytes, as image tools read it,
    /// straight into the returned array (no copy).
    public static func decodeStraight(_ bytes: [UInt8]) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        try checkChunks(bytes)
        guard let (w, h) = headerSize(bytes), w <= Canvas.maxDimension, h <= Canvas.maxDimension, w * h <= Canvas.maxPixelCount else {
            // No usable header: the full decoder reports why.
            return try decodeRaw(bytes) { px, w, h, _ in (w, h, [UInt8](px.bindMemory(to: UInt8.self))) }
        }
        var message = [CChar](repeating: 0, count: 256)
        var code: Int32 = 0
        let rgba = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
            var dw: UInt32 = 0, dh: UInt32 = 0, ppm: UInt32 = 0
            code = bytes.withUnsafeBufferPointer { b in
                rf_png_decode_into(b.baseAddress, b.count, UInt32(Canvas.maxDimension), UInt32(Canvas.maxDimension),
                                   UInt64(Canvas.maxPixelCount), buffer.baseAddress, buffer.count, &dw, &dh, &ppm, &message, message.count)
            }
            count = code == RF_PNG_OK ? buffer.count : 0   // UInt8 needs no deinitialization on failure
        }
        guard code == RF_PNG_OK else { throw PNGError(code: code, message: cText(message)) }
        return (w, h, rgba)
    }

    /// Width and height from the IHDR chunk, when the data starts with a signature and IHDR.
    static func headerSize(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 24, b[12] == 0x49, b[13] == 0x48, b[14] == 0x44, b[15] == 0x52 else { return nil }
        func be(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        let w = be(16), h = be(20)
        return w > 0 && h > 0 ? (w, h) : nil
    }

    /// The largest chunk a decoder accepts (image data comes in many chunks; no ancillary
    /// chunk of a real image is near this).
    public static let maxChunkBytes = 64 << 20
    /// The most chunks a decoder reads.
    public static let maxChunks = 100_000

    /// The frames an animated PNG declares (its acTL chunk), or nil for a still PNG (or data
    /// that is not a well-formed PNG).
    public static func animationFrames(_ b: [UInt8]) -> Int? {
        guard (try? checkChunks(b)) != nil else { return nil }
        var i = 8
        while i + 8 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            let type = b[(i + 4)..<(i + 8)]
            if type.elementsEqual("acTL".utf8), length >= 8 {
                return Int(b[i + 8]) << 24 | Int(b[i + 9]) << 16 | Int(b[i + 10]) << 8 | Int(b[i + 11])
            }
            if type.elementsEqual("IDAT".utf8) { return nil }        // acTL comes before the image data
            i += length + 12
        }
        return nil
    }

    /// Walks the chunk structure before libpng sees it: every chunk's declared length must fit
    /// in the data and the budget, so a forged length cannot make the decoder allocate for it.
    static func checkChunks(_ b: [UInt8]) throws {
        guard b.count >= 8, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw PNGError.notPNG("the data does not start with the PNG signature")
        }
        var i = 8, chunks = 0
        while i + 8 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            let type = String(decoding: b[(i + 4)..<(i + 8)].map { (0x20...0x7E).contains($0) ? $0 : 0x3F }, as: UTF8.self)
            guard length <= maxChunkBytes else {
                throw PNGError.tooLarge("chunk \(type) declares \(length) bytes, over the limit of \(maxChunkBytes)")
            }
            guard length + 12 <= b.count - i else {
                throw PNGError.truncated("chunk \(type) declares \(length) bytes; the file has \(max(0, b.count - i - 12)) left")
            }
            chunks += 1
            guard chunks <= maxChunks else { throw PNGError.tooLarge("more than \(maxChunks) chunks") }
            i += length + 12
            if type == "IEND" { return }
        }
        throw PNGError.truncated("the file ends before the IEND chunk")
    }

    private static func decodeRaw<T>(_ bytes: [UInt8], _ body: (UnsafeRawBufferPointer, Int, Int, UInt32) throws -> T) throws -> T {
        try checkChunks(bytes)
        var pixels: UnsafeMutablePointer<UInt8>? = nil
        var w: UInt32 = 0, h: UInt32 = 0, ppm: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let code = bytes.withUnsafeBufferPointer { b in
            rf_png_decode(b.baseAddress, b.count, UInt32(Canvas.maxDimension), UInt32(Canvas.maxDimension),
                          UInt64(Canvas.maxPixelCount), &pixels, &w, &h, &ppm, &message, message.count)
        }
        defer { rf_png_free(pixels) }
        guard code == RF_PNG_OK, let px = pixels else { throw PNGError(code: code, message: cText(message)) }
        return try body(UnsafeRawBufferPointer(start: px, count: Int(w) * Int(h) * 4), Int(w), Int(h), ppm)
    }

    /// Reads and decodes a PNG file.
    public static func read(path: String) throws -> Decoded {
        try decode(AtomicFile.read(path: path))
    }

    /// Encodes and writes a PNG file atomically (temporary file, then rename).
    public static func write(_ canvas: Canvas, to path: String, level: Int = 6, scale: Double? = nil) throws {
        try AtomicFile.write(encode(canvas, level: level, scale: scale), to: path)
    }

    /// Encodes and writes a PNG file atomically with a compression choice.
    public static func write(_ canvas: Canvas, to path: String, compression: PNGCompression, scale: Double? = nil) throws {
        try AtomicFile.write(encode(canvas, compression: compression, scale: scale), to: path)
    }

    /// Width and height from a PNG's header (signature and IHDR checked), without decoding.
    public static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        return headerSize(bytes).map { (width: $0.0, height: $0.1) }
    }
}

/// A NUL-terminated C buffer as a String.
func cText(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
