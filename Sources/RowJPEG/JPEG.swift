#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
// Implementation-only, as every C import (why: Package.swift, beside the C targets).
@_implementationOnly import JPEGBridge
import RowFiles
import RowRaster

/// Why JPEG data could not be read.
public enum JPEGError: Error, Equatable, CustomStringConvertible {
    case notJPEG(String)
    case truncated(String)
    case corrupt(String)
    case tooLarge(String)
    case outOfMemory(String)

    public var description: String {
        switch self {
        case .notJPEG(let m): return "not a JPEG file: \(m)"
        case .truncated(let m): return "truncated JPEG: \(m)"
        case .corrupt(let m): return "corrupt JPEG: \(m)"
        case .tooLarge(let m): return "JPEG too large: \(m)"
        case .outOfMemory(let m): return "out of memory: \(m)"
        }
    }

    init(code: Int32, message: String) {
        switch code {
        case Int32(RF_JPEG_ERR_SIGNATURE): self = .notJPEG(message)
        case Int32(RF_JPEG_ERR_TRUNCATED): self = .truncated(message)
        case Int32(RF_JPEG_ERR_TOO_LARGE): self = .tooLarge(message)
        case Int32(RF_JPEG_ERR_NOMEM): self = .outOfMemory(message)
        default: self = .corrupt(message)
        }
    }
}

/// JPEG decoding through libjpeg(-turbo): baseline and progressive, gray, YCbCr, RGB and CMYK,
/// turned upright by the file's Exif orientation as UIKit shows it. libjpeg's exact integer
/// inverse DCT is used, so the pixels are the same on every machine.
public enum JPEG {
    /// The most scans a progressive file may have (libjpeg-turbo's own tools suggest limits
    /// of this order; real encoders write about ten).
    public static let maxScans = 1000

    /// Whether the bytes start as a JPEG file does (SOI, then a marker).
    public static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xFF, 0xD8, 0xFF]) }

    /// Decodes JPEG data into an opaque canvas, upright (unless `upright` is false: a PDF's
    /// image ignores the Exif orientation). The size is checked against the canvas limits from
    /// the frame header before pixel memory is allocated; truncated data is an error (libjpeg
    /// alone would fill the missing part with gray).
    public static func decode(_ bytes: [UInt8], upright: Bool = true) throws -> Canvas {
        var pixels: UnsafeMutablePointer<UInt8>? = nil
        var w: UInt32 = 0, h: UInt32 = 0, orientation: UInt32 = 1
        var message = [CChar](repeating: 0, count: 256)
        let code = bytes.withUnsafeBufferPointer { b in
            rf_jpeg_decode(b.baseAddress, b.count, UInt32(Canvas.maxDimension), UInt32(Canvas.maxDimension),
                           UInt64(Canvas.maxPixelCount), UInt32(maxScans), &pixels, &w, &h, &orientation, &message, message.count)
        }
        defer { rf_jpeg_free(pixels) }
        guard code == RF_JPEG_OK, let px = pixels else {
            throw JPEGError(code: code, message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        let source = UnsafeRawBufferPointer(start: px, count: Int(w) * Int(h) * 4)
        guard upright, orientation != 1 else { return try Canvas(width: Int(w), height: Int(h), straightRGBA: source) }
        let upright = Orientation(exif: Int(orientation), width: Int(w), height: Int(h))
        let turned = upright.apply(source)
        return try turned.withUnsafeBytes { try Canvas(width: upright.outputWidth, height: upright.outputHeight, straightRGBA: $0) }
    }

    /// Reads and decodes a JPEG file.
    public static func read(path: String) throws -> Canvas {
        try decode(AtomicFile.read(path: path))
    }

    /// The eight Exif orientations: which stored pixel each upright pixel shows.
    struct Orientation {
        let exif: Int, width: Int, height: Int
        /// 5–8 swap the axes.
        var transposes: Bool { exif >= 5 }
        var outputWidth: Int { transposes ? height : width }
        var outputHeight: Int { transposes ? width : height }

        /// The stored pixel (x, y) shown at upright (u, v).
        func source(_ u: Int, _ v: Int) -> (Int, Int) {
            switch exif {
            case 2: return (width - 1 - u, v)                 // mirrored
            case 3: return (width - 1 - u, height - 1 - v)    // turned 180°
            case 4: return (u, height - 1 - v)                // flipped
            case 5: return (v, u)                             // transposed
            case 6: return (v, height - 1 - u)                // stored turned 90° counter-clockwise
            case 7: return (width - 1 - v, height - 1 - u)    // transversed
            case 8: return (width - 1 - v, u)                 // stored turned 90° clockwise
            default: return (u, v)
            }
        }

        func apply(_ rgba: UnsafeRawBufferPointer) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: width * height * 4)
            let ow = outputWidth
            for v in 0..<outputHeight {
                for u in 0..<ow {
                    let (x, y) = source(u, v)
                    let from = (y * width + x) * 4, to = (v * ow + u) * 4
                    for c in 0..<4 { out[to + c] = rgba[from + c] }
                }
            }
            return out
        }
    }
}
