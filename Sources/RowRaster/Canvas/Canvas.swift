/// Errors of the rasterizer, with messages a user can act on.
public enum RasterError: Error, Equatable, CustomStringConvertible {
    case canvasTooLarge(width: Int, height: Int)
    case invalidCanvasSize(width: Int, height: Int)
    case unbalancedLayers(String)
    case invalidImage(String)
    case invalidShadow(String)
    case invalidGlyphRun(String)
    /// A coordinate that is not finite or beyond `DisplayList.Limits.coordinateLimit`.
    case geometryOutOfRange(String)
    /// Over one of `DisplayList.Limits`.
    case overBudget(String)
    /// Stopped at the caller's request (an interrupt).
    case cancelled

    public var description: String {
        switch self {
        case let .canvasTooLarge(w, h):
            return "canvas \(w)×\(h) exceeds the limit of \(Canvas.maxDimension) px per side and \(Canvas.maxPixelCount) px in total"
        case let .invalidCanvasSize(w, h):
            return "canvas size \(w)×\(h) is invalid: width and height must be at least 1"
        case let .unbalancedLayers(m): return "unbalanced layers: \(m)"
        case let .invalidShadow(m): return "invalid shadow: \(m)"
        case let .invalidImage(m): return "invalid image: \(m)"
        case let .invalidGlyphRun(m): return "invalid glyph run: \(m)"
        case let .geometryOutOfRange(m): return m
        case let .overBudget(m): return m
        case .cancelled: return "interrupted"
        }
    }
}

/// A raster of premultiplied RGBA8 pixels in sRGB, row-major, top row first.
///
/// Pixels are stored as `UInt32` in memory order R, G, B, A (little-endian hosts).
public struct Canvas: Sendable, Equatable {
    /// The largest width or height a canvas may have.
    public static let maxDimension = 16_384
    /// The largest number of pixels a canvas may have (≈ 40 MP, 160 MB).
    public static let maxPixelCount = 40_000_000

    public let width: Int
    public let height: Int
    var storage: [UInt32]

    /// A transparent canvas; throws instead of allocating when the size is out of range.
    public init(width: Int, height: Int) throws {
        try Canvas.validate(width: width, height: height)
        self.width = width
        self.height = height
        storage = [UInt32](repeating: 0, count: width * height)
    }

    /// A canvas filled with `color`.
    public init(width: Int, height: Int, fill color: RGBA) throws {
        try self.init(width: width, height: height)
        let p = color.premultiplied.packed
        if p != 0 { storage.withUnsafeMutableBufferPointer { $0.update(repeating: p) } }
    }

    /// A canvas from premultiplied RGBA8 bytes (`width·height·4` of them).
    public init(width: Int, height: Int, premultipliedRGBA bytes: [UInt8]) throws {
        try Canvas.validate(width: width, height: height)
        guard bytes.count == width * height * 4 else {
            throw RasterError.invalidImage("expected \(width * height * 4) bytes, got \(bytes.count)")
        }
        self.width = width; self.height = height
        storage = [UInt32](repeating: 0, count: width * height)
        storage.withUnsafeMutableBytes { dst in
            bytes.withUnsafeBytes { src in dst.copyMemory(from: src) }
        }
    }

    /// A canvas from straight-alpha RGBA8 bytes, premultiplying each pixel.
    public init(width: Int, height: Int, straightRGBA bytes: UnsafeRawBufferPointer) throws {
        try Canvas.validate(width: width, height: height)
        guard bytes.count == width * height * 4 else {
            throw RasterError.invalidImage("expected \(width * height * 4) bytes, got \(bytes.count)")
        }
        self.width = width; self.height = height
        storage = [UInt32](repeating: 0, count: width * height)
        storage.withUnsafeMutableBufferPointer { dst in
            for i in 0..<(width * height) {
                let a = UInt32(bytes[4 * i + 3])
                let r = mul255(UInt32(bytes[4 * i]), a), g = mul255(UInt32(bytes[4 * i + 1]), a)
                let b = mul255(UInt32(bytes[4 * i + 2]), a)
                dst[i] = r | g << 8 | b << 16 | a << 24
            }
        }
    }

    static func validate(width: Int, height: Int) throws {
        guard width >= 1, height >= 1 else { throw RasterError.invalidCanvasSize(width: width, height: height) }
        guard width <= maxDimension, height <= maxDimension, width * height <= maxPixelCount else {
            throw RasterError.canvasTooLarge(width: width, height: height)
        }
    }

    /// A 1×1 transparent canvas, used as a placeholder while a canvas is moved.
    static let standIn = try! Canvas(width: 1, height: 1)

    /// The whole canvas as a pixel rectangle.
    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Pixel {
        get { Pixel(packed: storage[y * width + x]) }
        set { storage[y * width + x] = newValue.packed }
    }

    /// The premultiplied RGBA8 bytes, row-major.
    public var premultipliedRGBA: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { buf, n in
            storage.withUnsafeBytes { src in UnsafeMutableRawBufferPointer(buf).copyMemory(from: src) }
            n = width * height * 4
        }
    }

    /// True when every pixel is fully opaque (then premultiplied and straight bytes agree).
    public var isOpaque: Bool {
        storage.withUnsafeBufferPointer { px in
            var all: UInt32 = 0xFF00_0000
            for p in px { all &= p }                    // branch-free: vectorizes
            return all == 0xFF00_0000
        }
    }

    /// Calls `body` with the premultiplied RGBA8 bytes in place, row-major (no copy).
    public func withPremultipliedBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes(body)
    }

    /// Straight-alpha RGBA8 bytes, row-major (what PNG stores).
    public var straightRGBA: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { buf, n in
            storage.withUnsafeBufferPointer { src in
                // Opaque pixels are the same straight or premultiplied: their packed bytes
                // (R, G, B, A in memory order) are copied as they are.
                buf.withMemoryRebound(to: UInt32.self) { out in
                    for i in 0..<src.count {
                        let p = src[i]
                        if p >> 24 == 255 { out[i] = p.littleEndian; continue }
                        let (r, g, b, a) = Pixel(packed: p).unpremultiplied
                        out[i] = (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian
                    }
                }
            }
            n = width * height * 4
        }
    }

    /// Fills the whole canvas with a color, replacing what was there.
    public mutating func clear(to color: RGBA) {
        let p = color.premultiplied.packed
        storage.withUnsafeMutableBufferPointer { $0.update(repeating: p) }
    }
}
