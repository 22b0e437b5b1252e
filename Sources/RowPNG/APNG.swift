// Implementation-only, as every C import (why: Package.swift, beside the C targets).
@_implementationOnly import PNGBridge
import RowRaster

/// Animated PNG assembly. libpng has no APNG API, so each frame is encoded as a PNG by
/// libpng and its IDAT data is rewrapped: the first frame keeps IDAT (it is also the image
/// non-APNG viewers show), later frames become fdAT chunks; acTL follows IHDR and an fcTL
/// precedes each frame's data. Chunk CRCs come from zlib.
public enum APNG {
    /// One PNG file made of `frames` (encoded PNGs of equal size), each shown for
    /// `delayNumerator / delayDenominator` seconds; `plays` 0 loops forever.
    public static func assemble(frames: [[UInt8]], delayNumerator: UInt16, delayDenominator: UInt16, plays: UInt32 = 0) throws -> [UInt8] {
        var out: [UInt8] = []
        var writer = Writer(frameCount: frames.count, delayNumerator: delayNumerator, delayDenominator: delayDenominator, plays: plays) { out += $0 }
        for f in frames { try writer.append(f) }
        try writer.finish()
        return out
    }

    /// Writes an animation frame by frame to `sink` (a file being streamed, or memory): only
    /// one frame is held at a time.
    public struct Writer {
        let frameCount: Int
        let delay: (UInt16, UInt16)
        let plays: UInt32
        let sink: ([UInt8]) throws -> Void
        var header: [UInt8]? = nil
        var sequence: UInt32 = 0
        var index = 0

        public init(frameCount: Int, delayNumerator: UInt16, delayDenominator: UInt16, plays: UInt32 = 0, sink: @escaping ([UInt8]) throws -> Void) {
            self.frameCount = frameCount; delay = (delayNumerator, delayDenominator); self.plays = plays; self.sink = sink
        }

        /// Adds the next frame (an encoded PNG of the first frame's size).
        public mutating func append(_ png: [UInt8]) throws {
            guard index < frameCount else { throw PNGError.invalidAnimation("more frames than the \(frameCount) announced") }
            let chunks = try APNG.chunkList(png, frame: index)
            guard let ihdr = chunks.first(where: { $0.type == "IHDR" })?.data else { throw PNGError.invalidAnimation("frame \(index) has no IHDR") }
            var out: [UInt8] = []
            if let header {
                guard ihdr == header else { throw PNGError.invalidAnimation("frame \(index) differs in size or format from frame 0") }
            } else {
                header = ihdr
                out = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
                APNG.append(&out, "IHDR", ihdr)
                if let phys = chunks.first(where: { $0.type == "pHYs" })?.data { APNG.append(&out, "pHYs", phys) }
                APNG.append(&out, "acTL", APNG.be32(UInt32(frameCount)) + APNG.be32(plays))
            }
            // fcTL: sequence, width, height, x, y, delay, dispose none, blend source.
            APNG.append(&out, "fcTL", APNG.be32(sequence) + Array(ihdr[0..<8]) + APNG.be32(0) + APNG.be32(0)
                        + APNG.be16(delay.0) + APNG.be16(delay.1) + [0, 0])
            sequence += 1
            for data in chunks.filter({ $0.type == "IDAT" }).map(\.data) {
                if index == 0 {
                    APNG.append(&out, "IDAT", data)
                } else {
                    APNG.append(&out, "fdAT", APNG.be32(sequence) + data)
                    sequence += 1
                }
            }
            index += 1
            try sink(out)
        }

        /// Ends the file; every announced frame must have been added.
        public mutating func finish() throws {
            guard index == frameCount, frameCount > 0 else {
                throw PNGError.invalidAnimation(frameCount == 0 ? "an animation needs at least one frame" : "\(index) of \(frameCount) frames were added")
            }
            var out: [UInt8] = []
            APNG.append(&out, "IEND", [])
            try sink(out)
        }
    }

    struct Chunk { let type: String; let data: [UInt8] }

    static func chunkList(_ bytes: [UInt8], frame: Int) throws -> [Chunk] {
        guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw PNGError.invalidAnimation("frame \(frame) is not a PNG")
        }
        var chunks: [Chunk] = []
        var at = 8
        while at + 12 <= bytes.count {
            let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            guard at + 12 + length <= bytes.count else { throw PNGError.invalidAnimation("frame \(frame): truncated chunk") }
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, data: Array(bytes[(at + 8)..<(at + 8 + length)])))
            at += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

    static func append(_ out: inout [UInt8], _ type: String, _ data: [UInt8]) {
        out += be32(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        out += typeBytes
        out += data
        let body = typeBytes + data
        let crc = body.withUnsafeBufferPointer { rf_crc32(0, $0.baseAddress, UInt($0.count)) }
        out += be32(UInt32(truncatingIfNeeded: crc))
    }
}
